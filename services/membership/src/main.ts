import { runServiceMain } from '@coffee/service-defaults';
import { loadMembershipConfig } from './config';
import { createMembershipServer } from './server';

runServiceMain(loadMembershipConfig, createMembershipServer);
