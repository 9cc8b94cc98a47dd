export { Button, PageContainer, PageHeading, Spinner } from './primitives';
export { NoticeAnchor, NoticeLink, NoticePage } from './notice-page';
