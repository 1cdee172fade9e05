import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, type RefObject } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

const OPTIONS = { loop: true, duration: 30 } as const;

/**
 * Embla on a carousel's viewport, handing its API over once attached. Loaded (with Embla)
 * only when the carousel first needs to move: not in any page's first load.
 */
export function CarouselEngine({
  viewport,
  onApi,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  onApi: (api: EmblaApi) => void;
}) {
  const [attach, api] = useEmblaCarousel(OPTIONS);
  useEffect(() => attach(viewport.current), [attach, viewport]);
  useEffect(() => {
    if (api) onApi(api);
  }, [api, onApi]);
  return null;
}
