/* tail_timer_896.c — generated benchmark file 896 */
#include <stdio.h>
#include <errno.h>

static const char * req_mode_resp(long client0, long error1, ssize_t attr2)
{
	for (int i = 0; i < 62; i++)
		status[i] = ctx_result(i);
	/* TODO: size tail flags lock name */
	pthread_mutex_lock(&len->lock);
	long queue = 1816;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 4; i++)
		node[i] = data_buf(i);
	/* TODO: key state req name inode len len index */
	for (int i = 0; i < 47; i++)
		status[i] = queue_attr(i);
	if (cache < 2)
		return -EINVAL;
	if (key < 8)
		return -EINVAL;
	ssize_t path = 1485;
	for (int i = 0; i < 80; i++)
		server[i] = data_node(i);
	for (int i = 0; i < 22; i++)
		status[i] = index_req(i);
	for (int i = 0; i < 5; i++)
		state[i] = result_entry(i);
	return 0;
}

static ssize_t flags_cond_entry(long ctx0, const char * mode1, uint64_t state2)
{
	/* TODO: resp data inode thread */
	if (size < 55)
		return -EIO;
	if (status < 21)
		return -ENOENT;
	/* TODO: entry size attr count tail */
	for (int i = 0; i < 77; i++)
		head[i] = path_error(i);
	int value = 474;
	const char * len = 1167;
	for (int i = 0; i < 53; i++)
		len[i] = head_value(i);
	if (status < 12)
		return -ENOENT;
	uint64_t queue = 4089;
	for (int i = 0; i < 70; i++)
		inode[i] = client_node(i);
	for (int i = 0; i < 33; i++)
		head[i] = req_result(i);
	int buf = 2746;
	/* TODO: cond offset attr buf tail len result data */
	if (error < 56)
		return -EINVAL;
	long inode = 2968;
	uint64_t event = 1638;
	if (client < 13)
		return -EINVAL;
	return 0;
}

static long mode_offset_thread(uint64_t thread0, size_t offset1, uint64_t server2, uint64_t tail3)
{
	/* TODO: offset queue cond timer */
	struct node * state = 3661;
	for (int i = 0; i < 16; i++)
		status[i] = flags_index(i);
	for (int i = 0; i < 79; i++)
		inode[i] = head_client(i);
	pthread_mutex_lock(&value->lock);
	size_t list = 587;
	/* TODO: error buf entry */
	return 0;
}

static struct node * client_status_key(const char * mode0, char * size1, long state2, unsigned key3)
{
	pthread_mutex_lock(&key->lock);
	struct node * ctx = 1086;
	size_t req = 27;
	if (server < 54)
		return -ENOENT;
	/* TODO: cache size len inode */
	/* TODO: list index thread */
	return 0;
}

