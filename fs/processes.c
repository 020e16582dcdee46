/* processes — signal and pid parsing, process status text.
 *
 * Kept free of I/O so the parsers can be tested on their own; fs/ctl.c calls
 * sbx_ps/sbx_kill/sbx_spawn with what these functions produce.
 */
#include "processes.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <time.h>

static const struct {
	const char *name;
	int sig;
} signals[] = {
    {"term", SIGTERM}, {"kill", SIGKILL}, {"int", SIGINT},   {"hup", SIGHUP},	{"stop", SIGSTOP},
    {"cont", SIGCONT}, {"quit", SIGQUIT}, {"usr1", SIGUSR1}, {"usr2", SIGUSR2},
};

int processes_parse_signal(const char *text, size_t len, int *sig)
{
	char word[16];
	size_t b = 0, e = len;

	while (b < e && strchr(" \t\r\n", text[b]) && text[b])
		b++;
	while (e > b && strchr(" \t\r\n", text[e - 1]) && text[e - 1])
		e--;
	if (e == b || e - b >= sizeof(word))
		return -EINVAL;
	memcpy(word, text + b, e - b);
	word[e - b] = 0;
	if (strlen(word) != e - b)
		return -EINVAL; /* embedded NUL */
	if (word[0] >= '0' && word[0] <= '9') {
		int n = 0;
		for (const char *p = word; *p; p++) {
			if (*p < '0' || *p > '9')
				return -EINVAL;
			n = n * 10 + (*p - '0');
			if (n > 64)
				return -EINVAL;
		}
		if (n < 1 || (word[0] == '0'))
			return -EINVAL;
		*sig = n;
		return 0;
	}
	{
		const char *name = word;
		if (strncasecmp(name, "sig", 3) == 0)
			name += 3;
		for (size_t i = 0; i < sizeof(signals) / sizeof(signals[0]); i++)
			if (strcasecmp(name, signals[i].name) == 0) {
				*sig = signals[i].sig;
				return 0;
			}
	}
	return -EINVAL;
}

int processes_parse_pid(const char *name, int *pid)
{
	long n = 0;

	if (!name[0] || name[0] == '0')
		return -ENOENT;
	for (const char *p = name; *p; p++) {
		if (*p < '0' || *p > '9')
			return -ENOENT;
		n = n * 10 + (*p - '0');
		if (n > 4194304)
			return -ENOENT;
	}
	*pid = (int)n;
	return 0;
}

static const char *state_name(char s)
{
	switch (s) {
	case 'R':
		return "running";
	case 'S':
		return "sleeping";
	case 'D':
		return "disk sleep";
	case 'Z':
		return "zombie";
	case 'T':
		return "stopped";
	case 't':
		return "tracing stop";
	case 'I':
		return "idle";
	case 'X':
		return "dead";
	default:
		return "unknown";
	}
}

int processes_status_text(const struct sbx_proc *p, struct sbx_buf *out)
{
	char line[512], when[64] = "unknown";
	struct tm tm;
	int n, rc;

	if (p->start_time > 0 && gmtime_r(&p->start_time, &tm))
		strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%SZ", &tm);
	n = snprintf(
	    line, sizeof(line),
	    "pid: %d\nppid: %d\nstate: %c (%s)\nstart_time: %s\nstart_epoch: %lld\ncmdline: ",
	    p->pid, p->ppid, p->state ? p->state : '?', state_name(p->state), when,
	    (long long)p->start_time);
	if (n < 0 || (size_t)n >= sizeof(line))
		return -EINVAL;
	rc = sbx_buf_add(out, line, (size_t)n);
	if (rc == 0 && p->cmdline)
		rc = sbx_buf_add(out, p->cmdline, strlen(p->cmdline));
	if (rc == 0)
		rc = sbx_buf_add(out, "\n", 1);
	return rc;
}
