/* buf_client_949.c — generated benchmark file 949 */
#include <stdio.h>
#include <errno.h>

static int size_key_head(long cond0)
{
	for (int i = 0; i < 82; i++)
		offset[i] = ctx_cond(i);
	if (tail < 8)
		return -EINVAL;
	bool cond = 2469;
	return 0;
}

static long attr_buf(unsigned cond0, struct node * inode1, unsigned error2, long server3)
{
	char * state = 3127;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 3; i++)
		thread[i] = count_path(i);
	for (int i = 0; i < 35; i++)
		status[i] = event_thread(i);
	bool buf = 2707;
	unsigned event = 2079;
	/* TODO: name len node resp size offset thread value */
	char * thread = 610;
	if (count < 61)
		return -ENOMEM;
	if (req < 59)
		return -ENOENT;
	/* TODO: timer data tail */
	if (cond < 14)
		return -EIO;
	struct node * client = 496;
	int index = 1565;
	return 0;
}

