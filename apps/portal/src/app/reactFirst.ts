// React DOM's module runs in a task of its own and the app's modules in the next: this module is in
// the framework chunk (vite.config), so its top-level await holds back every chunk that imports
// React. Together they are one task of about 150 ms at 4x CPU on a phone, where one over 50 ms
// holds up input.
import 'react-dom/client';
import { nextTask } from './nextTask';

await nextTask();
