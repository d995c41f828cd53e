import { Agent } from './agent';
import { multipartBody, type FilePart } from './multipart';

/** A file uploaded through uploads3 by this agent's browser (and user, when logged in): its URL. */
export async function uploadedUrl(agent: Agent, file: FilePart, kind: 'image' | 'document' = 'image'): Promise<string> {
  const response = await agent.request({
    method: 'POST',
    url: Agent.api(`uploads3?kind=${kind}`),
    ...multipartBody(file),
  });
  if (response.statusCode !== 201) throw new Error(`uploads3 answered ${response.statusCode}: ${response.body}`);
  return response.json().results as string;
}
