// The baseline of `npm run bench`: node:http with nothing on top, answering prepared bytes with prepared headers.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// argv: port, the file holding the body, the file holding the headers (JSON).
const body = readFileSync(process.argv[3]);
const headers = JSON.parse(readFileSync(process.argv[4], 'utf8'));
createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
