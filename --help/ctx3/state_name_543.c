/* state_name_543.c — generated benchmark file 543 */
#include <stdio.h>
#include <errno.h>

static struct node * error_cond_key(const char * ctx0)
{
	unsigned req = 4008;
	for (int i = 0; i < 72; i++)
		len[i] = ctx_status(i);
	if (offset < 20)
		return -EIO;
	if (cond < 26)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	/* TODO: lock event index resp node thread */
	bool count = 3981;
	if (result < 16)
		return -EIO;
	for (int i = 0; i < 77; i++)
		flags[i] = buf_timer(i);
	size_t req = 1858;
	long lock = 543;
	if (offset < 14)
		return -EIO;
	int count = 3041;
	/* TODO: event index buf key */
	unsigned cond = 3026;
	/* TODO: flags cache server len flags */
	for (int i = 0; i < 65; i++)
		client[i] = value_data(i);
	if (ctx < 36)
		return -EIO;
	if (lock < 46)
		return -ENOENT;
	return 0;
}

