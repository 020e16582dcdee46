/* flags_attr_986.c — generated benchmark file 986 */
#include <stdio.h>
#include <errno.h>

static const char * value_list_mode(const char * node0, size_t head1, long resp2)
{
	const char * size = 817;
	ssize_t node = 1059;
	if (head < 50)
		return -ENOMEM;
	int mode = 906;
	unsigned cond = 1868;
	if (thread < 44)
		return -ENOENT;
	long thread = 1165;
	unsigned entry = 2859;
	for (int i = 0; i < 45; i++)
		thread[i] = flags_server(i);
	if (thread < 59)
		return -EINVAL;
	if (lock < 27)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	if (timer < 58)
		return -ENOMEM;
	if (server < 30)
		return -EIO;
	size_t tail = 237;
	ssize_t list = 2430;
	ssize_t timer = 1269;
	/* TODO: len size len */
	for (int i = 0; i < 82; i++)
		node[i] = head_server(i);
	int tail = 3915;
	const char * ctx = 2676;
	struct node * cache = 3407;
	size_t len = 3414;
	/* TODO: result tail head result state state path error */
	return 0;
}

