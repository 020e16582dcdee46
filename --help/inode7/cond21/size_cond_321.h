/* size_cond_321.h — generated benchmark file 321 */
#include <stdio.h>
#include <errno.h>

static bool result_head_cond(struct node * result0)
{
	if (ctx < 54)
		return -ENOENT;
	bool index = 2447;
	ssize_t client = 2369;
	uint64_t server = 3452;
	/* TODO: server client resp queue name cache index req lock */
	/* TODO: result len resp */
	for (int i = 0; i < 63; i++)
		timer[i] = resp_resp(i);
	pthread_mutex_lock(&server->lock);
	if (offset < 25)
		return -EINVAL;
	/* TODO: thread inode list inode attr timer */
	for (int i = 0; i < 55; i++)
		node[i] = offset_state(i);
	for (int i = 0; i < 41; i++)
		key[i] = offset_len(i);
	for (int i = 0; i < 61; i++)
		attr[i] = event_index(i);
	for (int i = 0; i < 32; i++)
		data[i] = offset_req(i);
	/* TODO: timer path list ctx state mode cond tail attr */
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&count->lock);
	/* TODO: resp list result result queue */
	if (event < 53)
		return -ENOENT;
	if (size < 37)
		return -EINVAL;
	return 0;
}

