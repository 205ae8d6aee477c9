import { createSecretKey } from 'node:crypto';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ApiDocsController } from './api-docs/api-docs.controller';
import { AccessGuard } from './auth/access.guard';
import { CurrentAccessCache } from './auth/current-access';
import { TokenService } from './auth/token.service';
import type { AppConfig } from './config/config';
import { AllExceptionsFilter } from './errors/exception.filter';
import { HealthController } from './http/health.controller';
import { RemoteConfigController } from './http/remote-config.controller';
import { APP_CONFIG } from './platform.tokens';
import { StorableTextGuard } from './validation/storable-text';

/**
 * Cross-cutting pieces: config, tokens, the global access guard, the text check (storable-text.ts) and exception
 * filter, health, /config.json and the API reference (/api/docs).
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, jwtSecret: string): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        JwtModule.register({
          // A KeyObject made once: given the string, jsonwebtoken builds one on every verify (0.3 ms per request).
          secret: createSecretKey(Buffer.from(jwtSecret, 'utf8')),
          // The lifetime is TokenService's (a renewed session keeps its expiry).
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      controllers: [HealthController, RemoteConfigController, ApiDocsController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        TokenService,
        CurrentAccessCache,
        // In this order: who may call the route, then whether its text can be stored. No global interceptors: any puts
        // every request through Nest's rxjs pipeline, which doubled the server's CPU per small read
        // (docs/performance.md, "Throughput"); the actor of a request is a Fastify hook (auth/actor-context.ts).
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: StorableTextGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
      exports: [APP_CONFIG, TokenService, CurrentAccessCache],
    };
  }
}
