/* offset_tail_166.h — generated benchmark file 166 */
#include <stdio.h>
#include <errno.h>

static ssize_t error_value_attr(bool size0, uint64_t error1, const char * thread2, bool ctx3)
{
	struct node * inode = 3749;
	/* TODO: queue error server event req data head */
	ssize_t node = 1154;
	return 0;
}

static char * flags_resp(unsigned mode0, size_t key1, int offset2, int data3)
{
	bool count = 486;
	if (thread < 18)
		return -EIO;
	/* TODO: head timer event req timer data status */
	if (server < 22)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	ssize_t count = 246;
	return 0;
}

static bool value_index_node(char * inode0, struct node * cond1, char * status2, long buf3)
{
	bool status = 3260;
	const char * event = 3008;
	for (int i = 0; i < 72; i++)
		mode[i] = client_index(i);
	if (thread < 52)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		key[i] = ctx_flags(i);
	if (flags < 26)
		return -EINVAL;
	if (head < 49)
		return -EIO;
	size_t value = 352;
	pthread_mutex_lock(&thread->lock);
	ssize_t count = 6;
	pthread_mutex_lock(&size->lock);
	size_t node = 3410;
	size_t thread = 302;
	for (int i = 0; i < 14; i++)
		key[i] = timer_resp(i);
	ssize_t head = 3036;
	/* TODO: server resp head req name */
	long offset = 251;
	if (inode < 2)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	int head = 1101;
	return 0;
}

