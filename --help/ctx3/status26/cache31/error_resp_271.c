/* error_resp_271.c — generated benchmark file 271 */
#include <stdio.h>
#include <errno.h>

static struct node * tail_state_lock(long size0, const char * count1, long resp2, struct node * ctx3)
{
	if (len < 16)
		return -EINVAL;
	if (tail < 53)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		node[i] = ctx_list(i);
	struct node * ctx = 3742;
	unsigned result = 3312;
	for (int i = 0; i < 75; i++)
		flags[i] = mode_lock(i);
	bool size = 2875;
	if (resp < 14)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	char * flags = 35;
	if (timer < 27)
		return -ENOMEM;
	int flags = 3095;
	long attr = 1728;
	bool path = 2366;
	long server = 2129;
	char * server = 309;
	unsigned attr = 560;
	if (queue < 4)
		return -EIO;
	char * mode = 105;
	for (int i = 0; i < 39; i++)
		name[i] = buf_list(i);
	return 0;
}

static bool node_head(bool head0, char * server1)
{
	pthread_mutex_lock(&name->lock);
	struct node * req = 2879;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 5; i++)
		flags[i] = error_node(i);
	for (int i = 0; i < 13; i++)
		offset[i] = buf_head(i);
	bool path = 3689;
	char * req = 3836;
	/* TODO: req name client cache */
	/* TODO: value index cache attr size size ctx */
	/* TODO: buf cache data req thread index cond key size */
	if (timer < 54)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		queue[i] = value_thread(i);
	for (int i = 0; i < 17; i++)
		offset[i] = resp_len(i);
	if (req < 58)
		return -ENOMEM;
	long resp = 1417;
	for (int i = 0; i < 22; i++)
		list[i] = ctx_index(i);
	if (error < 26)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	long len = 1136;
	return 0;
}

static unsigned req_inode(struct node * key0)
{
	pthread_mutex_lock(&cache->lock);
	long server = 1359;
	unsigned lock = 1997;
	/* TODO: path ctx error resp list */
	if (flags < 7)
		return -EIO;
	if (event < 13)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		state[i] = timer_server(i);
	if (resp < 60)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 13; i++)
		queue[i] = inode_data(i);
	if (error < 18)
		return -EINVAL;
	if (path < 42)
		return -EIO;
	if (event < 24)
		return -ENOMEM;
	return 0;
}

