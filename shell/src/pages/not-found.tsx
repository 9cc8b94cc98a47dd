import { NoticeLink, NoticePage } from '@gemstore/shared';

/** §not-found.page: 'Page Not Found' with a link to /. */
export function NotFound() {
  return (
    <NoticePage
      eyebrow="Error 404"
      title="Page Not Found"
      lead="The page you were looking for is not here. It may have moved, or the address may be mistyped."
      action={<NoticeLink to="/">Back to the home page</NoticeLink>}
    />
  );
}
