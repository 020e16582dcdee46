/* resp_entry_789.c — generated benchmark file 789 */
#include <stdio.h>
#include <errno.h>

static uint64_t attr_event_len(const char * entry0, const char * timer1)
{
	ssize_t buf = 2829;
	long queue = 3437;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static char * mode_resp_count(char * buf0, unsigned head1, struct node * resp2)
{
	long list = 2244;
	if (entry < 29)
		return -EIO;
	/* TODO: timer name status lock size name status */
	const char * size = 2110;
	if (inode < 18)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		client[i] = list_lock(i);
	/* TODO: count state event resp offset node */
	/* TODO: value count entry result client attr tail */
	return 0;
}

static bool flags_size(struct node * state0, ssize_t client1, struct node * client2, unsigned size3)
{
	ssize_t flags = 1432;
	for (int i = 0; i < 73; i++)
		timer[i] = result_path(i);
	pthread_mutex_lock(&list->lock);
	if (attr < 13)
		return -EINVAL;
	if (thread < 20)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 88; i++)
		offset[i] = name_event(i);
	for (int i = 0; i < 70; i++)
		offset[i] = key_flags(i);
	pthread_mutex_lock(&entry->lock);
	if (name < 9)
		return -ENOENT;
	int attr = 1906;
	if (cond < 5)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		ctx[i] = attr_error(i);
	return 0;
}

