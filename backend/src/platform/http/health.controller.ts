import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/access.decorator';
import { ServiceUnavailable } from '../errors/domain-errors';

const HEALTH_TIMEOUT_MS = 3000;

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** {status:'ok'} when the database answers within 3 s, else 503. */
  @Get()
  @Public()
  async health(): Promise<{ status: 'ok' }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ServiceUnavailable()), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return { status: 'ok' };
    } catch {
      throw new ServiceUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }
}
