// What a route action answered, as status and JSON body: React Router's `data(…)` (the action protocol's
// answers) or a thrown/returned Response, read the same way by the route tests.
export async function actionAnswer(value: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (value instanceof Response) return { status: value.status, body: (await value.json()) as Record<string, unknown> };
  const data = value as { data: Record<string, unknown>; init: ResponseInit | null };
  return { status: data.init?.status ?? 200, body: data.data };
}
