import { runServiceMain } from '@coffee/service-defaults';
import { loadCartCheckoutConfig } from './config';
import { createCartCheckoutServer } from './server';

runServiceMain(loadCartCheckoutConfig, createCartCheckoutServer);
