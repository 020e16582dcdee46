/* lock_event_230.h — generated benchmark file 230 */
#include <stdio.h>
#include <errno.h>

static ssize_t flags_lock_lock(int tail0, bool timer1, struct node * status2)
{
	/* TODO: value queue attr cond head */
	if (tail < 39)
		return -ENOENT;
	uint64_t flags = 763;
	/* TODO: state status thread resp size value inode result */
	unsigned name = 22;
	for (int i = 0; i < 5; i++)
		ctx[i] = value_event(i);
	if (queue < 22)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	int path = 2281;
	/* TODO: key buf offset timer list offset */
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 53; i++)
		head[i] = attr_attr(i);
	return 0;
}

static bool mode_data_key(const char * error0, size_t entry1, ssize_t index2)
{
	struct node * lock = 3452;
	if (status < 63)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 64; i++)
		path[i] = event_resp(i);
	if (ctx < 28)
		return -EIO;
	/* TODO: resp server index flags error */
	uint64_t req = 2683;
	const char * mode = 1317;
	int mode = 3706;
	return 0;
}

