/* hosttool.c — see hosttool.h. */
#include "hosttool.h"

#include <errno.h>
#include <fcntl.h>
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

int host_tool_run(const char *const argv[], char *err, size_t errlen)
{
	static const char *const env[] = {"PATH=/usr/sbin:/usr/bin:/sbin:/bin", "LC_ALL=C", NULL};
	posix_spawn_file_actions_t fa;
	int out = memfd_create("sbxd-tool", MFD_CLOEXEC), st, rc;
	pid_t pid;

	err[0] = '\0';
	if (out < 0)
		return -errno;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_adddup2(&fa, out, 1);
	posix_spawn_file_actions_adddup2(&fa, out, 2);
	rc = posix_spawn(&pid, argv[0], &fa, NULL, (char *const *)argv, (char *const *)env);
	posix_spawn_file_actions_destroy(&fa);
	if (rc != 0) {
		close(out);
		snprintf(err, errlen, "%s: %s", argv[0], strerror(rc));
		return -rc;
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR) {
			close(out);
			return -errno;
		}
	{
		ssize_t n = pread(out, err, errlen - 1, 0);

		err[n > 0 ? n : 0] = '\0';
		err[strcspn(err, "\n")] = '\0';
	}
	close(out);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}
