/* resp_size_385.c — generated benchmark file 385 */
#include <stdio.h>
#include <errno.h>

static int state_head_name(const char * name0, int req1, struct node * inode2, const char * ctx3)
{
	if (resp < 32)
		return -EIO;
	/* TODO: server queue state data buf */
	for (int i = 0; i < 20; i++)
		node[i] = cache_node(i);
	/* TODO: flags timer entry len ctx index size */
	struct node * len = 3604;
	char * entry = 1118;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 43; i++)
		mode[i] = count_req(i);
	/* TODO: attr count offset key mode */
	if (size < 50)
		return -ENOENT;
	if (node < 13)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		list[i] = queue_server(i);
	/* TODO: lock attr value path cond attr index flags key */
	char * node = 1357;
	if (tail < 59)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	const char * value = 3710;
	if (resp < 36)
		return -ENOMEM;
	if (value < 21)
		return -EINVAL;
	if (req < 27)
		return -ENOENT;
	ssize_t node = 3366;
	return 0;
}

static const char * len_buf(unsigned error0, uint64_t timer1)
{
	for (int i = 0; i < 55; i++)
		data[i] = attr_thread(i);
	if (buf < 50)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	if (result < 51)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	if (client < 7)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	ssize_t len = 2205;
	char * status = 3362;
	bool state = 100;
	return 0;
}

static int state_value_offset(uint64_t index0, ssize_t offset1, uint64_t flags2)
{
	ssize_t event = 1840;
	uint64_t len = 1145;
	for (int i = 0; i < 91; i++)
		status[i] = ctx_path(i);
	/* TODO: error offset lock client error data mode */
	long count = 1052;
	return 0;
}

static int index_list_key(int list0, int mode1, ssize_t inode2, unsigned thread3)
{
	bool name = 143;
	if (result < 36)
		return -EINVAL;
	/* TODO: index timer resp */
	pthread_mutex_lock(&size->lock);
	if (result < 49)
		return -EIO;
	for (int i = 0; i < 56; i++)
		state[i] = name_result(i);
	char * flags = 107;
	struct node * offset = 2673;
	if (req < 23)
		return -EIO;
	for (int i = 0; i < 64; i++)
		event[i] = path_count(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: mode cache head size server tail client */
	for (int i = 0; i < 70; i++)
		name[i] = thread_offset(i);
	const char * offset = 1989;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 94; i++)
		thread[i] = offset_result(i);
	for (int i = 0; i < 35; i++)
		mode[i] = list_client(i);
	return 0;
}

static unsigned client_offset_data(size_t entry0, int status1)
{
	/* TODO: state entry thread flags event name */
	if (offset < 11)
		return -ENOMEM;
	if (len < 38)
		return -ENOMEM;
	unsigned node = 2870;
	if (flags < 17)
		return -ENOMEM;
	unsigned path = 2179;
	for (int i = 0; i < 64; i++)
		value[i] = attr_value(i);
	int index = 3224;
	if (count < 57)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		result[i] = mode_mode(i);
	for (int i = 0; i < 4; i++)
		count[i] = attr_data(i);
	pthread_mutex_lock(&cond->lock);
	/* TODO: path event attr status ctx cond key count */
	if (flags < 3)
		return -ENOMEM;
	const char * mode = 2712;
	ssize_t tail = 916;
	if (lock < 10)
		return -ENOENT;
	if (cache < 53)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		index[i] = req_offset(i);
	struct node * key = 3600;
	int queue = 543;
	for (int i = 0; i < 17; i++)
		head[i] = head_head(i);
	for (int i = 0; i < 66; i++)
		head[i] = count_head(i);
	return 0;
}

static char * size_state_client(int flags0, long head1)
{
	if (resp < 48)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		ctx[i] = resp_attr(i);
	for (int i = 0; i < 79; i++)
		list[i] = ctx_attr(i);
	for (int i = 0; i < 10; i++)
		cond[i] = result_data(i);
	return 0;
}

static int error_timer(ssize_t head0)
{
	if (inode < 36)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		req[i] = client_len(i);
	const char * result = 1714;
	/* TODO: event head list node cache timer ctx */
	if (node < 64)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		event[i] = tail_inode(i);
	for (int i = 0; i < 63; i++)
		req[i] = offset_event(i);
	long tail = 50;
	for (int i = 0; i < 5; i++)
		index[i] = size_attr(i);
	size_t req = 3311;
	if (lock < 24)
		return -ENOMEM;
	ssize_t size = 13;
	long timer = 4093;
	for (int i = 0; i < 83; i++)
		entry[i] = size_ctx(i);
	if (error < 34)
		return -EINVAL;
	long key = 671;
	return 0;
}

