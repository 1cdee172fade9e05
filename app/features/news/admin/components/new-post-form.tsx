import { Form, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Button } from "~/components/ui/button";
import { RadioGroupField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";
import type { NewPostFailure } from "../post-editor-types";

/**
 * A new post's first step: its type and English title. Creating it saves a draft (nothing is
 * public) and opens the editor, where the rest is written in both languages.
 */
export function NewPostForm({ heading, failure }: { heading: string; failure?: NewPostFailure }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && Boolean(navigation.formMethod);
  const values = failure?.values ?? { postType: "news", title: "" };
  const errors = failure?.errors ?? {};
  return (
    <AdminPage title={heading}>
      <Form method="post" noValidate className="flex max-w-2xl flex-col gap-6">
        <p className="text-slate-700">{t("postEditor.newIntro")}</p>
        <RadioGroupField
          id="new-post-type"
          legend={t("postEditor.typeLabel")}
          name="postType"
          defaultValue={values.postType}
          error={errors.postType}
          options={(["news", "press_release"] as const).map((type) => ({
            value: type,
            label: t(type === "news" ? "postEditor.typeNews" : "postEditor.typePress"),
          }))}
        />
        <TextField
          id="new-post-title"
          name="title"
          label={t("postEditor.titleLabel")}
          hint={t("postEditor.newTitleHint")}
          error={errors.title}
          defaultValue={values.title}
          required
          lang="en"
          autoComplete="off"
          maxLength={200}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {t("postEditor.create")}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}
