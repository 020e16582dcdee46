/* attr_mode_159.h — generated benchmark file 159 */
#include <stdio.h>
#include <errno.h>

static unsigned path_error(size_t data0, bool client1, uint64_t list2, char * index3)
{
	if (value < 57)
		return -ENOMEM;
	if (data < 58)
		return -EIO;
	for (int i = 0; i < 88; i++)
		lock[i] = index_offset(i);
	unsigned cond = 1194;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 46; i++)
		list[i] = count_buf(i);
	/* TODO: len key status value value value result */
	if (queue < 25)
		return -ENOENT;
	/* TODO: tail server server */
	char * status = 3961;
	for (int i = 0; i < 64; i++)
		path[i] = event_name(i);
	ssize_t event = 1080;
	/* TODO: req list list attr cond path */
	for (int i = 0; i < 9; i++)
		head[i] = head_state(i);
	struct node * len = 3396;
	if (ctx < 29)
		return -ENOENT;
	/* TODO: req cond client */
	/* TODO: resp ctx size queue */
	for (int i = 0; i < 98; i++)
		resp[i] = attr_req(i);
	/* TODO: count path error */
	pthread_mutex_lock(&value->lock);
	if (timer < 4)
		return -EIO;
	for (int i = 0; i < 12; i++)
		data[i] = name_cache(i);
	return 0;
}

