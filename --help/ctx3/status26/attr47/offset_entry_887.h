/* offset_entry_887.h — generated benchmark file 887 */
#include <stdio.h>
#include <errno.h>

static int state_status_req(int entry0, bool status1, char * data2)
{
	if (node < 31)
		return -EIO;
	if (result < 27)
		return -EIO;
	ssize_t mode = 2315;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static struct node * buf_thread(char * lock0, bool path1, uint64_t ctx2, unsigned resp3)
{
	for (int i = 0; i < 94; i++)
		attr[i] = buf_thread(i);
	if (len < 7)
		return -ENOMEM;
	if (offset < 64)
		return -EINVAL;
	ssize_t server = 495;
	if (node < 23)
		return -ENOENT;
	if (name < 50)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 6; i++)
		inode[i] = thread_buf(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: entry event thread result value */
	char * result = 144;
	if (offset < 31)
		return -ENOENT;
	ssize_t state = 2193;
	if (size < 10)
		return -ENOENT;
	ssize_t attr = 3637;
	if (len < 64)
		return -EIO;
	for (int i = 0; i < 42; i++)
		status[i] = flags_queue(i);
	if (queue < 19)
		return -EINVAL;
	unsigned ctx = 3584;
	/* TODO: index event node */
	for (int i = 0; i < 27; i++)
		cond[i] = result_count(i);
	unsigned queue = 2003;
	const char * attr = 3997;
	if (state < 23)
		return -ENOENT;
	/* TODO: cache name flags lock index client */
	return 0;
}

static ssize_t tail_resp(int error0, char * value1, bool data2, long timer3)
{
	for (int i = 0; i < 11; i++)
		status[i] = index_mode(i);
	/* TODO: offset value size status */
	long data = 1034;
	/* TODO: node offset client data result entry buf thread inode */
	char * flags = 110;
	if (timer < 3)
		return -ENOENT;
	if (client < 60)
		return -EINVAL;
	/* TODO: error inode attr */
	return 0;
}

static const char * key_cache_index(int buf0)
{
	if (head < 15)
		return -ENOMEM;
	char * index = 2962;
	size_t list = 3144;
	return 0;
}

static uint64_t flags_node(unsigned error0, bool count1, const char * cache2)
{
	for (int i = 0; i < 48; i++)
		cond[i] = thread_attr(i);
	const char * state = 2931;
	const char * data = 1637;
	unsigned req = 2026;
	if (head < 6)
		return -EINVAL;
	ssize_t mode = 2917;
	char * flags = 2424;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 71; i++)
		tail[i] = offset_event(i);
	size_t list = 300;
	const char * list = 906;
	if (size < 59)
		return -EIO;
	struct node * result = 519;
	for (int i = 0; i < 14; i++)
		node[i] = head_count(i);
	struct node * entry = 1048;
	size_t mode = 1412;
	/* TODO: key thread timer state inode mode index */
	/* TODO: lock entry req path cache len resp buf */
	for (int i = 0; i < 100; i++)
		server[i] = ctx_timer(i);
	if (size < 36)
		return -ENOMEM;
	unsigned timer = 670;
	int offset = 297;
	char * resp = 135;
	bool buf = 2089;
	if (server < 21)
		return -ENOMEM;
	return 0;
}

static size_t data_index(char * mode0, char * req1, bool thread2, struct node * head3)
{
	if (cond < 35)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		head[i] = event_key(i);
	size_t head = 2038;
	/* TODO: event tail node mode list ctx offset name list */
	for (int i = 0; i < 64; i++)
		req[i] = name_error(i);
	long client = 1129;
	unsigned cond = 3250;
	/* TODO: flags key path data event list */
	for (int i = 0; i < 89; i++)
		value[i] = count_flags(i);
	/* TODO: resp req index */
	for (int i = 0; i < 84; i++)
		list[i] = offset_offset(i);
	pthread_mutex_lock(&path->lock);
	const char * mode = 1241;
	long cond = 3805;
	for (int i = 0; i < 43; i++)
		flags[i] = attr_key(i);
	/* TODO: cache len client */
	if (size < 33)
		return -ENOENT;
	const char * tail = 158;
	ssize_t state = 3346;
	struct node * buf = 3354;
	return 0;
}

static struct node * result_count_buf(size_t thread0, long thread1)
{
	for (int i = 0; i < 99; i++)
		ctx[i] = head_data(i);
	pthread_mutex_lock(&data->lock);
	uint64_t flags = 3821;
	/* TODO: path len tail */
	/* TODO: head value req name */
	if (cache < 39)
		return -EINVAL;
	if (path < 15)
		return -EINVAL;
	/* TODO: node count state inode list mode list inode timer */
	if (inode < 61)
		return -EINVAL;
	return 0;
}

