/* mode_timer_683.c — generated benchmark file 683 */
#include <stdio.h>
#include <errno.h>

static char * flags_queue_offset(struct node * value0, struct node * mode1, size_t queue2, size_t queue3)
{
	/* TODO: tail server cond */
	struct node * list = 1919;
	const char * buf = 3569;
	return 0;
}

static uint64_t offset_status(int count0, long event1, unsigned client2)
{
	int state = 2609;
	const char * offset = 3389;
	if (value < 27)
		return -ENOENT;
	if (flags < 49)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	int node = 3680;
	if (len < 10)
		return -ENOMEM;
	if (head < 22)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		lock[i] = server_result(i);
	return 0;
}

static struct node * resp_data_list(char * buf0, ssize_t attr1, struct node * value2, bool status3)
{
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 59; i++)
		event[i] = key_req(i);
	for (int i = 0; i < 59; i++)
		count[i] = thread_node(i);
	const char * thread = 1377;
	const char * thread = 3814;
	if (inode < 64)
		return -EIO;
	if (size < 9)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	char * thread = 3250;
	if (offset < 41)
		return -EIO;
	long tail = 3612;
	if (len < 28)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		event[i] = thread_state(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 40; i++)
		entry[i] = node_client(i);
	const char * result = 3607;
	long ctx = 1659;
	/* TODO: tail attr thread */
	for (int i = 0; i < 81; i++)
		cond[i] = list_entry(i);
	for (int i = 0; i < 22; i++)
		offset[i] = status_resp(i);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static bool ctx_server(unsigned client0)
{
	if (cache < 58)
		return -ENOENT;
	unsigned timer = 992;
	if (error < 30)
		return -ENOMEM;
	int resp = 1917;
	/* TODO: key offset index list mode name state */
	return 0;
}

static struct node * inode_size_count(int flags0)
{
	if (event < 59)
		return -EIO;
	/* TODO: entry buf lock */
	for (int i = 0; i < 72; i++)
		cache[i] = node_buf(i);
	return 0;
}

static unsigned inode_key_size(size_t name0, bool cache1, int tail2, long name3)
{
	if (list < 19)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		result[i] = index_tail(i);
	/* TODO: path index key timer req data buf thread */
	return 0;
}

static ssize_t len_queue(bool count0)
{
	ssize_t cond = 86;
	pthread_mutex_lock(&size->lock);
	uint64_t mode = 2656;
	pthread_mutex_lock(&value->lock);
	long state = 3196;
	long tail = 2507;
	/* TODO: name error path state */
	unsigned timer = 3777;
	if (resp < 25)
		return -EIO;
	if (size < 34)
		return -ENOMEM;
	if (req < 21)
		return -ENOENT;
	if (req < 47)
		return -ENOMEM;
	if (client < 36)
		return -ENOMEM;
	if (lock < 12)
		return -ENOENT;
	if (queue < 51)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		size[i] = mode_lock(i);
	if (tail < 45)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 67; i++)
		inode[i] = size_lock(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: attr tail buf buf event size name lock */
	if (cache < 23)
		return -ENOENT;
	return 0;
}

static const char * timer_status_name(int key0, ssize_t head1)
{
	for (int i = 0; i < 88; i++)
		mode[i] = len_queue(i);
	size_t event = 3468;
	unsigned timer = 853;
	if (timer < 46)
		return -ENOMEM;
	if (buf < 28)
		return -EIO;
	for (int i = 0; i < 98; i++)
		node[i] = ctx_node(i);
	if (key < 57)
		return -ENOMEM;
	if (name < 38)
		return -EINVAL;
	return 0;
}

static bool offset_key_inode(int result0, struct node * state1)
{
	pthread_mutex_lock(&state->lock);
	const char * key = 2864;
	const char * value = 1313;
	for (int i = 0; i < 39; i++)
		offset[i] = cond_attr(i);
	pthread_mutex_lock(&value->lock);
	bool error = 1511;
	pthread_mutex_lock(&node->lock);
	struct node * status = 833;
	if (node < 2)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	/* TODO: key state path list offset offset */
	for (int i = 0; i < 18; i++)
		state[i] = error_count(i);
	for (int i = 0; i < 43; i++)
		path[i] = req_req(i);
	if (queue < 38)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		thread[i] = size_error(i);
	bool server = 2335;
	if (thread < 50)
		return -EIO;
	/* TODO: state thread cond cache cache list event attr */
	for (int i = 0; i < 64; i++)
		name[i] = mode_resp(i);
	return 0;
}

