/* hosttool.c — see hosttool.h. */
#include "hosttool.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

bool host_tool_find(const char *name, char *out, size_t len)
{
	static const char *const dirs[] = {"/usr/sbin", "/sbin", "/usr/bin", "/bin"};

	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		snprintf(out, len, "%s/%s", dirs[i], name);
		if (access(out, X_OK) == 0)
			return true;
	}
	out[0] = '\0';
	return false;
}

static int run(const char *const argv[], char *out, size_t len, bool first_line)
{
	static const char *const env[] = {"PATH=/usr/sbin:/usr/bin:/sbin:/bin", "LC_ALL=C", NULL};
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	sigset_t none, stops;
	int fd = memfd_create("sbxd-tool", MFD_CLOEXEC), st, rc;
	pid_t pid;

	out[0] = '\0';
	if (fd < 0)
		return -errno;
	sigemptyset(&none);
	sigemptyset(&stops);
	sigaddset(&stops, SIGTERM);
	sigaddset(&stops, SIGINT);
	sigaddset(&stops, SIGHUP);
	sigaddset(&stops, SIGPIPE);
	posix_spawnattr_init(&at);
	posix_spawnattr_setsigmask(&at, &none);
	posix_spawnattr_setsigdefault(&at, &stops);
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_adddup2(&fa, fd, 1);
	posix_spawn_file_actions_adddup2(&fa, fd, 2);
	rc = posix_spawn(&pid, argv[0], &fa, &at, (char *const *)argv, (char *const *)env);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&at);
	if (rc != 0) {
		close(fd);
		snprintf(out, len, "%s: %s", argv[0], strerror(rc));
		return -rc;
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR) {
			close(fd);
			return -errno;
		}
	{
		ssize_t n = pread(fd, out, len - 1, 0);

		out[n > 0 ? n : 0] = '\0';
		if (first_line)
			out[strcspn(out, "\n")] = '\0';
	}
	close(fd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

int host_tool_run(const char *const argv[], char *err, size_t errlen)
{
	return run(argv, err, errlen, true);
}

int host_tool_output(const char *const argv[], char *out, size_t len)
{
	return run(argv, out, len, false);
}
