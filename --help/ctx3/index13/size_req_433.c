/* size_req_433.c — generated benchmark file 433 */
#include <stdio.h>
#include <errno.h>

static int result_name_name(size_t tail0, uint64_t timer1, size_t event2)
{
	for (int i = 0; i < 71; i++)
		head[i] = req_index(i);
	uint64_t flags = 3257;
	size_t status = 982;
	struct node * len = 342;
	return 0;
}

static bool name_lock_ctx(long list0, ssize_t head1)
{
	if (req < 14)
		return -EINVAL;
	if (status < 10)
		return -ENOENT;
	/* TODO: timer name error state resp state */
	bool value = 2050;
	int path = 1889;
	char * key = 3457;
	bool offset = 2559;
	for (int i = 0; i < 93; i++)
		flags[i] = head_timer(i);
	for (int i = 0; i < 62; i++)
		resp[i] = result_offset(i);
	if (error < 49)
		return -EIO;
	if (resp < 59)
		return -EINVAL;
	const char * server = 2917;
	/* TODO: value result state */
	if (list < 47)
		return -ENOENT;
	if (thread < 36)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		cond[i] = tail_list(i);
	for (int i = 0; i < 11; i++)
		cache[i] = state_cache(i);
	if (key < 47)
		return -ENOENT;
	return 0;
}

