// The baseline of `npm run bench`: node:http with nothing on top, answering a prepared JSON body.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// argv: port, then the file holding the body.
const body = readFileSync(process.argv[3]);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
