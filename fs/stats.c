/* stats — counts requests per (route, op) since mount. A small array with
 * linear search: there are a few dozen distinct keys at most, and a request
 * takes milliseconds, so the lookup cost is noise. Errors (HTTP status 0 or
 * >= 400) are counted separately so a failing server shows up.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devio.h"
#include "kernel.h"
#include "stats.h"

#define STATS_KEYS 128
#define STATS_KEY_MAX 64

struct stat_row {
	char route[STATS_KEY_MAX];
	char op[STATS_KEY_MAX];
	unsigned long count, errors;
	double seconds;
};

struct stats {
	pthread_mutex_t lock; /* guards rows and n */
	struct stat_row rows[STATS_KEYS];
	size_t n;
	unsigned long kernel[KOP_N]; /* atomic: one per FUSE request */
};

static const char *const kop_names[KOP_N] = {
    [KOP_LOOKUP] = "lookup",   [KOP_GETATTR] = "getattr",
    [KOP_READDIR] = "readdir", [KOP_READDIRPLUS] = "readdirplus",
    [KOP_OPENDIR] = "opendir", [KOP_OPEN] = "open",
    [KOP_CREATE] = "create",   [KOP_READ] = "read",
    [KOP_WRITE] = "write",     [KOP_FLUSH] = "flush",
    [KOP_RELEASE] = "release",
};

void stats_kernel(struct stats *s, enum stats_kop op)
{
	if (s && op < KOP_N)
		__atomic_add_fetch(&s->kernel[op], 1, __ATOMIC_RELAXED);
}

int stats_new(struct stats **out)
{
	struct stats *s = calloc(1, sizeof(*s));

	if (!s)
		return -ENOMEM;
	pthread_mutex_init(&s->lock, NULL);
	*out = s;
	return 0;
}

void stats_free(struct stats *s)
{
	if (!s)
		return;
	pthread_mutex_destroy(&s->lock);
	free(s);
}

void stats_record(void *arg, const char *route, const char *op, int status, double seconds)
{
	struct stats *s = arg;
	struct stat_row *r = NULL;

	if (!route)
		route = "?";
	if (!op)
		op = "";
	pthread_mutex_lock(&s->lock);
	for (size_t i = 0; i < s->n; i++)
		if (strncmp(s->rows[i].route, route, STATS_KEY_MAX - 1) == 0 &&
		    strncmp(s->rows[i].op, op, STATS_KEY_MAX - 1) == 0) {
			r = &s->rows[i];
			break;
		}
	if (!r) {
		/* Past the limit everything lands in the last row. */
		r = &s->rows[s->n < STATS_KEYS ? s->n++ : STATS_KEYS - 1];
		if (!r->count) {
			snprintf(r->route, sizeof(r->route), "%s", route);
			snprintf(r->op, sizeof(r->op), "%s", op);
		}
	}
	r->count++;
	if (status == 0 || status >= 400)
		r->errors++;
	r->seconds += seconds;
	pthread_mutex_unlock(&s->lock);
}

int stats_format(struct stats *s, char **text, size_t *len)
{
	unsigned long total = 0, errors = 0;
	double secs = 0;
	char *buf = NULL;
	size_t size = 0;
	FILE *m = open_memstream(&buf, &size);

	if (!m)
		return -ENOMEM;
	pthread_mutex_lock(&s->lock);
	for (size_t i = 0; i < s->n; i++) {
		total += s->rows[i].count;
		errors += s->rows[i].errors;
		secs += s->rows[i].seconds;
	}
	fprintf(m, "# route[:op] requests errors seconds\ntotal %lu %lu %.3f\n", total, errors,
		secs);
	for (size_t i = 0; i < s->n; i++) {
		const struct stat_row *r = &s->rows[i];

		fprintf(m, "%s%s%s %lu %lu %.3f\n", r->route, r->op[0] ? ":" : "", r->op, r->count,
			r->errors, r->seconds);
	}
	pthread_mutex_unlock(&s->lock);
	fprintf(m, "# kernel:op requests (FUSE, not in the total)\n");
	for (int k = 0; k < KOP_N; k++)
		fprintf(m, "kernel:%s %lu\n", kop_names[k],
			__atomic_load_n(&s->kernel[k], __ATOMIC_RELAXED));
	/* answers devio wrote with zero timeouts: raced by an invalidation */
	fprintf(m, "kernel:raced %lu\n", (unsigned long)devio_zeroed());
	fprintf(m, "kernel:late %lu\n", kernel_late());
	if (fclose(m) != 0 || !buf) {
		free(buf);
		return -ENOMEM;
	}
	*text = buf;
	*len = size;
	return 0;
}
