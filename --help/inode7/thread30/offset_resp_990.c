/* offset_resp_990.c — generated benchmark file 990 */
#include <stdio.h>
#include <errno.h>

static long value_path_list(bool mode0, struct node * ctx1, bool resp2, long count3)
{
	const char * size = 3841;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 75; i++)
		data[i] = list_tail(i);
	if (timer < 54)
		return -ENOENT;
	long list = 2005;
	pthread_mutex_lock(&flags->lock);
	/* TODO: status entry value */
	struct node * result = 3889;
	for (int i = 0; i < 53; i++)
		path[i] = head_state(i);
	int index = 695;
	for (int i = 0; i < 66; i++)
		client[i] = inode_node(i);
	int req = 90;
	/* TODO: cache cache client error server attr path */
	pthread_mutex_lock(&cache->lock);
	size_t server = 956;
	bool offset = 2338;
	char * error = 1787;
	if (mode < 58)
		return -EIO;
	return 0;
}

static unsigned index_cond(struct node * data0, struct node * count1, ssize_t key2)
{
	/* TODO: buf offset value list list path offset */
	uint64_t cache = 389;
	if (node < 60)
		return -EINVAL;
	if (key < 36)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 26; i++)
		attr[i] = server_resp(i);
	return 0;
}

static ssize_t timer_flags(long flags0, char * index1, bool req2, long count3)
{
	for (int i = 0; i < 49; i++)
		client[i] = path_name(i);
	for (int i = 0; i < 13; i++)
		name[i] = queue_ctx(i);
	long cache = 96;
	for (int i = 0; i < 15; i++)
		resp[i] = attr_error(i);
	for (int i = 0; i < 57; i++)
		size[i] = buf_list(i);
	if (client < 23)
		return -EIO;
	bool buf = 3730;
	for (int i = 0; i < 49; i++)
		error[i] = server_lock(i);
	if (event < 51)
		return -ENOENT;
	struct node * index = 2627;
	for (int i = 0; i < 16; i++)
		len[i] = queue_status(i);
	for (int i = 0; i < 80; i++)
		name[i] = lock_server(i);
	/* TODO: state error list thread client attr */
	/* TODO: flags path len flags node */
	if (error < 8)
		return -EINVAL;
	if (value < 44)
		return -ENOMEM;
	/* TODO: mode list timer head flags thread thread */
	int status = 3913;
	pthread_mutex_lock(&key->lock);
	return 0;
}

