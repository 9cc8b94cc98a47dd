/** A path's segments, without the empty ones a leading, trailing or doubled slash makes. */
export const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);
