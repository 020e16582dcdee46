/* count_offset_912.h — generated benchmark file 912 */
#include <stdio.h>
#include <errno.h>

static uint64_t head_resp(ssize_t resp0, struct node * tail1)
{
	/* TODO: lock index thread flags thread count */
	if (server < 26)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		index[i] = buf_queue(i);
	const char * mode = 3699;
	for (int i = 0; i < 45; i++)
		len[i] = offset_list(i);
	for (int i = 0; i < 80; i++)
		inode[i] = offset_inode(i);
	for (int i = 0; i < 25; i++)
		name[i] = resp_state(i);
	unsigned result = 3255;
	if (result < 14)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		key[i] = count_buf(i);
	/* TODO: thread size server list server key req */
	unsigned queue = 4038;
	for (int i = 0; i < 24; i++)
		tail[i] = key_list(i);
	return 0;
}

static bool cond_lock(struct node * cond0, ssize_t event1, char * mode2, long flags3)
{
	/* TODO: error inode status client list */
	if (event < 10)
		return -ENOMEM;
	if (path < 41)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		attr[i] = index_inode(i);
	struct node * buf = 1939;
	for (int i = 0; i < 67; i++)
		cache[i] = node_event(i);
	/* TODO: index path entry event attr value queue queue */
	for (int i = 0; i < 52; i++)
		thread[i] = state_client(i);
	long name = 3550;
	long tail = 209;
	/* TODO: name tail entry offset path key */
	if (error < 30)
		return -ENOMEM;
	/* TODO: cache resp tail head */
	if (mode < 57)
		return -EIO;
	/* TODO: timer cache resp name */
	/* TODO: size index event resp result entry flags state */
	if (timer < 16)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		index[i] = lock_count(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: buf req client data value path buf state */
	ssize_t path = 2886;
	const char * tail = 2253;
	/* TODO: path inode data state */
	return 0;
}

static bool len_inode(char * timer0)
{
	/* TODO: lock attr cond flags thread mode thread error */
	pthread_mutex_lock(&result->lock);
	bool index = 3393;
	for (int i = 0; i < 6; i++)
		size[i] = value_attr(i);
	long tail = 2832;
	pthread_mutex_lock(&value->lock);
	if (queue < 10)
		return -ENOENT;
	/* TODO: mode client server lock node */
	for (int i = 0; i < 31; i++)
		resp[i] = path_resp(i);
	for (int i = 0; i < 76; i++)
		event[i] = resp_head(i);
	if (attr < 19)
		return -EIO;
	const char * attr = 2075;
	/* TODO: resp lock state timer offset cond index */
	if (status < 62)
		return -ENOENT;
	if (cache < 48)
		return -EINVAL;
	if (index < 59)
		return -ENOMEM;
	uint64_t name = 1567;
	for (int i = 0; i < 92; i++)
		event[i] = node_offset(i);
	if (thread < 24)
		return -EIO;
	/* TODO: error inode resp state index */
	pthread_mutex_lock(&state->lock);
	/* TODO: head cond value server name timer */
	long result = 4036;
	return 0;
}

static long offset_key_index(bool status0, const char * value1, long entry2)
{
	ssize_t entry = 3286;
	bool attr = 1538;
	size_t value = 3175;
	/* TODO: mode path server lock state value */
	for (int i = 0; i < 69; i++)
		thread[i] = state_size(i);
	if (head < 9)
		return -EINVAL;
	if (tail < 19)
		return -EIO;
	for (int i = 0; i < 29; i++)
		size[i] = data_value(i);
	if (result < 62)
		return -ENOENT;
	if (cache < 26)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static unsigned ctx_event(long result0)
{
	struct node * name = 732;
	for (int i = 0; i < 67; i++)
		ctx[i] = value_timer(i);
	if (client < 43)
		return -EIO;
	char * node = 1394;
	unsigned cond = 682;
	const char * mode = 1935;
	if (len < 25)
		return -EIO;
	for (int i = 0; i < 54; i++)
		thread[i] = cond_resp(i);
	if (entry < 44)
		return -EIO;
	/* TODO: data mode req mode list */
	/* TODO: flags error key mode */
	if (key < 44)
		return -ENOENT;
	if (error < 10)
		return -ENOMEM;
	return 0;
}

static bool key_timer(const char * client0, int cache1, char * timer2, unsigned key3)
{
	unsigned result = 1356;
	int key = 879;
	struct node * path = 3945;
	struct node * queue = 2119;
	if (size < 4)
		return -ENOENT;
	/* TODO: ctx lock head client ctx */
	uint64_t cond = 2290;
	return 0;
}

static bool event_error_path(bool index0, int ctx1, bool path2)
{
	if (data < 25)
		return -EIO;
	struct node * queue = 2880;
	/* TODO: attr count thread name path */
	if (error < 40)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	if (lock < 12)
		return -EIO;
	for (int i = 0; i < 73; i++)
		req[i] = client_key(i);
	ssize_t name = 2754;
	for (int i = 0; i < 43; i++)
		mode[i] = path_head(i);
	long flags = 367;
	int cache = 177;
	for (int i = 0; i < 53; i++)
		offset[i] = cond_ctx(i);
	/* TODO: path error size index resp lock resp queue */
	if (index < 33)
		return -EIO;
	const char * result = 3870;
	uint64_t client = 3836;
	const char * list = 1822;
	if (resp < 30)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		node[i] = size_path(i);
	for (int i = 0; i < 98; i++)
		cond[i] = flags_name(i);
	return 0;
}

static bool server_count(long cond0, uint64_t attr1)
{
	if (node < 46)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	/* TODO: timer size thread name index */
	for (int i = 0; i < 22; i++)
		thread[i] = tail_flags(i);
	for (int i = 0; i < 2; i++)
		state[i] = key_name(i);
	/* TODO: cond resp req lock data */
	for (int i = 0; i < 8; i++)
		entry[i] = flags_tail(i);
	for (int i = 0; i < 32; i++)
		head[i] = tail_name(i);
	/* TODO: result list attr data value status event */
	const char * buf = 1972;
	size_t resp = 3063;
	size_t name = 2909;
	pthread_mutex_lock(&len->lock);
	size_t cache = 1325;
	for (int i = 0; i < 100; i++)
		offset[i] = queue_data(i);
	for (int i = 0; i < 81; i++)
		value[i] = client_buf(i);
	if (cache < 11)
		return -EINVAL;
	bool ctx = 3603;
	for (int i = 0; i < 3; i++)
		event[i] = len_name(i);
	unsigned buf = 2867;
	/* TODO: server inode entry inode mode state ctx server */
	return 0;
}

static ssize_t len_result_buf(bool entry0)
{
	char * server = 3234;
	pthread_mutex_lock(&name->lock);
	if (event < 37)
		return -ENOMEM;
	/* TODO: buf result data mode node mode */
	int thread = 18;
	/* TODO: cond index queue list inode path */
	for (int i = 0; i < 57; i++)
		head[i] = path_size(i);
	/* TODO: key count node entry status inode path */
	for (int i = 0; i < 47; i++)
		result[i] = timer_inode(i);
	int count = 4062;
	for (int i = 0; i < 33; i++)
		req[i] = ctx_index(i);
	ssize_t value = 2846;
	unsigned error = 920;
	struct node * offset = 2134;
	struct node * thread = 1102;
	pthread_mutex_lock(&attr->lock);
	size_t inode = 267;
	char * server = 38;
	/* TODO: size size state status head list */
	const char * len = 2351;
	return 0;
}

static uint64_t event_cache_attr(unsigned head0)
{
	/* TODO: len buf name tail key mode lock path ctx */
	long ctx = 352;
	for (int i = 0; i < 87; i++)
		path[i] = offset_name(i);
	if (name < 23)
		return -ENOMEM;
	const char * offset = 2401;
	for (int i = 0; i < 3; i++)
		resp[i] = timer_key(i);
	ssize_t result = 2263;
	unsigned path = 3972;
	if (list < 20)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 99; i++)
		len[i] = index_attr(i);
	for (int i = 0; i < 23; i++)
		flags[i] = list_cache(i);
	unsigned entry = 3787;
	struct node * name = 605;
	if (req < 33)
		return -EIO;
	uint64_t server = 1367;
	const char * count = 2217;
	/* TODO: error flags len tail */
	if (size < 14)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (key < 45)
		return -EINVAL;
	if (offset < 39)
		return -EINVAL;
	return 0;
}

static size_t offset_cache_len(uint64_t len0, uint64_t head1, struct node * resp2)
{
	for (int i = 0; i < 84; i++)
		len[i] = name_tail(i);
	if (req < 34)
		return -EIO;
	if (timer < 23)
		return -EINVAL;
	char * value = 882;
	uint64_t name = 538;
	size_t cache = 3406;
	/* TODO: data event offset client offset resp */
	bool thread = 1452;
	/* TODO: req index data ctx offset */
	pthread_mutex_lock(&node->lock);
	long event = 1590;
	size_t state = 3661;
	for (int i = 0; i < 69; i++)
		resp[i] = status_result(i);
	if (cache < 35)
		return -ENOMEM;
	struct node * server = 2109;
	return 0;
}

static char * timer_value_key(uint64_t data0, const char * queue1, bool count2)
{
	for (int i = 0; i < 14; i++)
		event[i] = error_cache(i);
	if (cond < 26)
		return -EIO;
	ssize_t client = 1235;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&flags->lock);
	bool thread = 1126;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 13; i++)
		thread[i] = buf_event(i);
	for (int i = 0; i < 57; i++)
		flags[i] = path_error(i);
	if (path < 44)
		return -ENOMEM;
	/* TODO: thread inode server buf thread thread buf index */
	bool data = 1202;
	for (int i = 0; i < 76; i++)
		offset[i] = cond_size(i);
	if (resp < 54)
		return -ENOMEM;
	/* TODO: index list server len thread data attr name path */
	return 0;
}

