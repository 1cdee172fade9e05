/** What a post is to an editor (admin-posts.server.ts, `PostState`). */
export type PostStateName = "draft" | "scheduled" | "published" | "archived";

/** A row of the posts table. */
export interface PostRow {
  id: string;
  title: string;
  type: "news" | "press_release";
  state: PostStateName;
  /** A version newer than the public one waits (a draft or a schedule). */
  pending: boolean;
  date: string;
  dateLabel: string;
  hasSpanish: boolean;
  editHref: string;
  historyHref: string;
  previewHref: string;
}

/** The "New Post" form as a refused create sent it back. */
export interface NewPostFailure {
  values: { postType: string; title: string };
  errors: { postType?: string; title?: string };
}
