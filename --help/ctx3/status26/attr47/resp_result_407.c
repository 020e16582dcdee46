/* resp_result_407.c — generated benchmark file 407 */
#include <stdio.h>
#include <errno.h>

static uint64_t timer_mode(ssize_t cond0, uint64_t result1)
{
	const char * thread = 3316;
	ssize_t size = 3984;
	for (int i = 0; i < 34; i++)
		list[i] = cache_server(i);
	const char * node = 3675;
	ssize_t index = 244;
	long head = 2756;
	if (queue < 26)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		cond[i] = state_name(i);
	/* TODO: data key queue data queue status entry */
	long value = 3818;
	for (int i = 0; i < 42; i++)
		timer[i] = index_index(i);
	if (value < 38)
		return -ENOMEM;
	const char * name = 2793;
	struct node * node = 718;
	if (cache < 55)
		return -EIO;
	if (ctx < 3)
		return -EINVAL;
	return 0;
}

