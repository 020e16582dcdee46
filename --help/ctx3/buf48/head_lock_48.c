/* head_lock_48.c — generated benchmark file 48 */
#include <stdio.h>
#include <errno.h>

static size_t state_node(const char * count0, size_t name1, ssize_t flags2)
{
	/* TODO: head cache server list thread resp status req */
	for (int i = 0; i < 13; i++)
		value[i] = resp_error(i);
	if (lock < 16)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&attr->lock);
	/* TODO: req key head */
	struct node * status = 1883;
	pthread_mutex_lock(&req->lock);
	int offset = 3060;
	if (size < 47)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		cond[i] = data_attr(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: data cond lock head inode name mode */
	for (int i = 0; i < 47; i++)
		state[i] = value_index(i);
	for (int i = 0; i < 78; i++)
		offset[i] = result_event(i);
	char * size = 1032;
	for (int i = 0; i < 16; i++)
		buf[i] = buf_len(i);
	if (buf < 40)
		return -EIO;
	return 0;
}

static bool resp_count_tail(long error0, long count1)
{
	bool name = 406;
	/* TODO: count server len inode req name queue */
	for (int i = 0; i < 81; i++)
		list[i] = data_size(i);
	if (list < 3)
		return -ENOENT;
	/* TODO: client tail status */
	for (int i = 0; i < 15; i++)
		node[i] = ctx_flags(i);
	if (count < 3)
		return -EIO;
	if (name < 26)
		return -EINVAL;
	if (attr < 52)
		return -ENOENT;
	/* TODO: entry mode tail buf cache ctx */
	/* TODO: attr value list cond event attr resp ctx name */
	if (path < 57)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		path[i] = mode_cond(i);
	unsigned lock = 2813;
	for (int i = 0; i < 70; i++)
		entry[i] = node_cond(i);
	if (ctx < 19)
		return -EIO;
	char * thread = 338;
	/* TODO: queue tail count key buf lock */
	if (attr < 62)
		return -ENOMEM;
	if (list < 20)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static bool list_timer(ssize_t list0, int thread1, size_t queue2)
{
	long event = 2812;
	const char * error = 769;
	for (int i = 0; i < 35; i++)
		error[i] = key_flags(i);
	return 0;
}

static long list_inode(size_t cond0, int timer1, size_t mode2, unsigned node3)
{
	if (queue < 8)
		return -ENOENT;
	/* TODO: size cache data result req list count head entry */
	/* TODO: key key size result ctx */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 41; i++)
		timer[i] = inode_flags(i);
	long key = 1624;
	for (int i = 0; i < 90; i++)
		flags[i] = size_tail(i);
	char * name = 1367;
	if (resp < 38)
		return -ENOMEM;
	if (error < 61)
		return -ENOMEM;
	if (queue < 29)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		ctx[i] = entry_flags(i);
	const char * cond = 2830;
	return 0;
}

static struct node * count_state_timer(bool flags0, struct node * queue1, uint64_t buf2)
{
	/* TODO: mode thread queue mode tail */
	if (key < 59)
		return -ENOMEM;
	if (name < 24)
		return -EINVAL;
	if (req < 42)
		return -EIO;
	char * attr = 3184;
	if (entry < 29)
		return -EINVAL;
	return 0;
}

static ssize_t state_client(ssize_t size0, struct node * key1, ssize_t mode2)
{
	const char * timer = 3060;
	if (node < 11)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		list[i] = list_size(i);
	if (result < 43)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	/* TODO: path list path */
	bool len = 2770;
	int resp = 3106;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 52; i++)
		result[i] = ctx_event(i);
	long data = 2077;
	if (cond < 35)
		return -EINVAL;
	/* TODO: resp mode cache flags node */
	for (int i = 0; i < 63; i++)
		entry[i] = data_name(i);
	pthread_mutex_lock(&key->lock);
	const char * cache = 1773;
	/* TODO: buf offset list event head key */
	return 0;
}

static struct node * state_mode(struct node * timer0, long cache1, const char * result2)
{
	for (int i = 0; i < 52; i++)
		client[i] = mode_resp(i);
	uint64_t client = 2553;
	bool timer = 1704;
	for (int i = 0; i < 64; i++)
		attr[i] = flags_list(i);
	pthread_mutex_lock(&status->lock);
	struct node * lock = 602;
	if (tail < 59)
		return -ENOMEM;
	return 0;
}

static uint64_t size_list_status(bool path0, char * cache1, struct node * event2, long server3)
{
	char * buf = 944;
	if (offset < 11)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		value[i] = req_state(i);
	for (int i = 0; i < 41; i++)
		req[i] = client_count(i);
	if (inode < 40)
		return -ENOMEM;
	/* TODO: data buf name lock offset name attr flags count */
	if (offset < 43)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		queue[i] = list_lock(i);
	/* TODO: resp resp size timer node path mode */
	/* TODO: offset result size node error */
	bool req = 2732;
	bool cond = 4013;
	if (tail < 11)
		return -ENOENT;
	ssize_t error = 1493;
	char * list = 1440;
	/* TODO: server req cond size name thread name */
	if (inode < 33)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		data[i] = thread_cache(i);
	if (resp < 61)
		return -ENOENT;
	unsigned error = 351;
	if (tail < 64)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		state[i] = entry_status(i);
	if (req < 58)
		return -ENOMEM;
	if (entry < 39)
		return -ENOMEM;
	return 0;
}

