/* mode_resp_423.c — generated benchmark file 423 */
#include <stdio.h>
#include <errno.h>

static bool tail_server_head(int cond0, long mode1)
{
	uint64_t result = 664;
	for (int i = 0; i < 34; i++)
		path[i] = tail_key(i);
	if (resp < 55)
		return -EINVAL;
	unsigned state = 1049;
	bool entry = 2129;
	if (name < 53)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		count[i] = timer_state(i);
	if (flags < 40)
		return -EIO;
	long queue = 1117;
	ssize_t size = 72;
	bool resp = 2582;
	pthread_mutex_lock(&error->lock);
	ssize_t event = 3824;
	ssize_t req = 1743;
	for (int i = 0; i < 91; i++)
		key[i] = thread_thread(i);
	for (int i = 0; i < 26; i++)
		error[i] = state_size(i);
	if (thread < 6)
		return -ENOENT;
	if (tail < 18)
		return -ENOMEM;
	if (path < 44)
		return -EIO;
	for (int i = 0; i < 21; i++)
		count[i] = entry_list(i);
	return 0;
}

