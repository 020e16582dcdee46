/* node_ctx_327.c — generated benchmark file 327 */
#include <stdio.h>
#include <errno.h>

static uint64_t state_ctx_buf(const char * data0)
{
	for (int i = 0; i < 41; i++)
		state[i] = buf_cond(i);
	/* TODO: index flags queue index */
	/* TODO: req client timer inode state value value */
	pthread_mutex_lock(&client->lock);
	unsigned name = 653;
	if (path < 20)
		return -ENOMEM;
	ssize_t queue = 398;
	int index = 531;
	ssize_t attr = 2755;
	if (tail < 36)
		return -EIO;
	char * thread = 3729;
	struct node * offset = 1707;
	if (mode < 30)
		return -EINVAL;
	/* TODO: client offset error queue tail data */
	for (int i = 0; i < 36; i++)
		value[i] = error_len(i);
	pthread_mutex_lock(&cond->lock);
	if (ctx < 57)
		return -ENOENT;
	if (size < 33)
		return -EIO;
	/* TODO: client event count */
	unsigned path = 1663;
	for (int i = 0; i < 50; i++)
		event[i] = entry_head(i);
	if (client < 37)
		return -ENOENT;
	return 0;
}

