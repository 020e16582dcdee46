/* entry_key_133.c — generated benchmark file 133 */
#include <stdio.h>
#include <errno.h>

static ssize_t state_index(char * index0, int mode1, struct node * mode2, long event3)
{
	int data = 2623;
	bool cache = 2515;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static long list_cache(ssize_t inode0, struct node * offset1, bool value2, long flags3)
{
	/* TODO: mode index thread flags flags key count thread key */
	size_t state = 1004;
	int buf = 1481;
	if (entry < 57)
		return -EIO;
	/* TODO: path path name path key */
	ssize_t inode = 3819;
	for (int i = 0; i < 8; i++)
		entry[i] = timer_data(i);
	return 0;
}

static const char * node_status_ctx(char * mode0, char * name1, struct node * tail2)
{
	for (int i = 0; i < 97; i++)
		tail[i] = event_offset(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 66; i++)
		offset[i] = mode_timer(i);
	if (lock < 31)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		server[i] = timer_resp(i);
	uint64_t cond = 2325;
	ssize_t list = 1483;
	if (head < 45)
		return -EINVAL;
	unsigned ctx = 3334;
	/* TODO: attr req lock timer error req event cond */
	if (data < 15)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		len[i] = status_head(i);
	pthread_mutex_lock(&entry->lock);
	struct node * cache = 37;
	for (int i = 0; i < 61; i++)
		path[i] = name_result(i);
	return 0;
}

