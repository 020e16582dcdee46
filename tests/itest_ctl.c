/* itest_ctl.c — fs/ctlfs.c against a real sbxd, below the kernel (which
 * serialises some of what FUSE would send at once): run by
 * tests/integration/fs_races.sh, prints TAP lines.
 *
 *   itest_ctl sessions-scan ID   8 threads list sessions/ of sandbox ID on a
 *                                fresh ctlfs at once: every listing must
 *                                show the session "keep" an earlier mount
 *                                made (the scan for it is under way for
 *                                all but the first).
 *
 * Environment: SBX_URL, SANDBOX_API_KEY, T_TMP (a private directory). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ctlfs.h"
#include "sbx.h"

static struct ctlfs *cf;
static const char *id;
static pthread_barrier_t start;
static atomic_int missing, failed;

static int fill(void *arg, const char *name, const struct stat *st)
{
	if (strcmp(name, "keep") == 0)
		*(bool *)arg = true;
	return 0;
}

static void *lister(void *arg)
{
	bool seen = false;

	pthread_barrier_wait(&start);
	if (ctlfs_readdir(cf, id, "sessions", fill, &seen) < 0)
		atomic_fetch_add(&failed, 1);
	else if (!seen)
		atomic_fetch_add(&missing, 1);
	return NULL;
}

static void no_invalidate(void *arg, const char *sid)
{
}

int main(int argc, char **argv)
{
	struct sbx_client_opts co = {0};
	struct ctlfs_opts o = {0};
	struct sbx_client *c = NULL;
	char dir[4096];
	pthread_t t[8];

	if (argc != 3 || strcmp(argv[1], "sessions-scan") != 0) {
		fprintf(stderr, "usage: itest_ctl sessions-scan ID\n");
		return 2;
	}
	id = argv[2];
	co.url = getenv("SBX_URL");
	co.token = getenv("SANDBOX_API_KEY");
	snprintf(dir, sizeof(dir), "%s/itest_ctl", getenv("T_TMP") ? getenv("T_TMP") : "/tmp");
	if (!co.url || sbx_client_new(&co, &c) < 0 || (mkdir(dir, 0700) < 0 && access(dir, W_OK))) {
		printf("Bail out! no client for SBX_URL or no spool dir\n");
		return 1;
	}
	o.client = c;
	o.spool_dir = dir;
	o.server_url = co.url;
	o.uid = getuid();
	o.gid = getgid();
	o.invalidate = no_invalidate;
	if (ctlfs_new(&o, &cf) < 0) {
		printf("Bail out! ctlfs_new\n");
		return 1;
	}
	pthread_barrier_init(&start, NULL, 8);
	for (int i = 0; i < 8; i++)
		pthread_create(&t[i], NULL, lister, NULL);
	for (int i = 0; i < 8; i++)
		pthread_join(t[i], NULL);
	printf("%sok 1 - 8 concurrent first listings of sessions/ show the earlier session "
	       "(%d without it, %d failed)\n",
	       atomic_load(&missing) || atomic_load(&failed) ? "not " : "", atomic_load(&missing),
	       atomic_load(&failed));
	ctlfs_free(cf);
	sbx_client_free(c);
	rmdir(dir);
	return 0;
}
