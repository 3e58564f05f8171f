// Body of every error answer (and of answers that only carry a message): core's, which the web app checks answers with.
export { MessageSchema, type Message } from '@tessera/core';
