import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../platform.tokens';
import { Public } from '../auth/access.decorator';

/** Tells the shell at run time where each remote's mf-manifest.json is (REMOTE_MF_*_URL override each); never cached. */
@Controller()
export class RemoteConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('config.json')
  @Public()
  @Header('Cache-Control', 'no-store')
  remoteConfig(): { remotes: Record<string, string> } {
    return { remotes: { ...this.config.remotes } };
  }
}
