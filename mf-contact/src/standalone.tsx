import { mountStandalone } from '@gemstore/shared';
import app from './bootstrap';

mountStandalone('contact', app);
