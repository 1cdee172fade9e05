import { useId, type ReactNode } from "react";

export interface ChoiceTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs built on native radio inputs: they switch without JavaScript, take arrow keys
 * between tabs as radios do, and every panel is in the page's HTML. The first tab is
 * selected at first.
 */
export function ChoiceTabs({
  tabs,
  label,
  className,
}: {
  tabs: ChoiceTab[];
  label: string;
  className?: string;
}) {
  const group = useId();
  return (
    <div className={`choice-tabs ${className ?? ""}`}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{label}</legend>
        {tabs.map((tab, index) => (
          <label key={tab.id} className="choice-tab">
            <input
              type="radio"
              name={group}
              value={tab.id}
              defaultChecked={index === 0}
              className="sr-only"
              data-tab-index={index}
            />
            <span>{tab.label}</span>
          </label>
        ))}
      </fieldset>
      {tabs.map((tab, index) => (
        <div key={tab.id} className="choice-panel mt-6" data-panel-index={index}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
