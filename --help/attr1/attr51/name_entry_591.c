/* name_entry_591.c — generated benchmark file 591 */
#include <stdio.h>
#include <errno.h>

static char * cache_key_value(bool value0, uint64_t size1)
{
	if (inode < 17)
		return -ENOMEM;
	if (count < 42)
		return -ENOMEM;
	int server = 1209;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 49; i++)
		queue[i] = size_ctx(i);
	/* TODO: status index resp flags queue attr */
	const char * index = 1652;
	if (ctx < 26)
		return -EIO;
	unsigned server = 3955;
	if (attr < 41)
		return -EIO;
	if (cond < 55)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		timer[i] = data_lock(i);
	uint64_t server = 142;
	return 0;
}

static size_t len_key_buf(uint64_t len0, char * buf1, int cache2, const char * resp3)
{
	char * node = 2296;
	for (int i = 0; i < 67; i++)
		node[i] = client_count(i);
	/* TODO: state state node key len len */
	const char * offset = 3378;
	for (int i = 0; i < 52; i++)
		flags[i] = offset_client(i);
	struct node * server = 1064;
	if (resp < 51)
		return -ENOENT;
	if (state < 18)
		return -ENOMEM;
	return 0;
}

static ssize_t path_key(unsigned mode0, bool path1)
{
	/* TODO: node timer data */
	for (int i = 0; i < 30; i++)
		size[i] = offset_error(i);
	for (int i = 0; i < 62; i++)
		data[i] = flags_key(i);
	if (attr < 44)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	uint64_t entry = 70;
	size_t timer = 3731;
	ssize_t thread = 2569;
	for (int i = 0; i < 15; i++)
		event[i] = attr_count(i);
	pthread_mutex_lock(&mode->lock);
	struct node * buf = 3487;
	ssize_t offset = 1999;
	for (int i = 0; i < 44; i++)
		size[i] = result_inode(i);
	uint64_t client = 1683;
	if (timer < 59)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		mode[i] = result_flags(i);
	return 0;
}

static unsigned cache_index_inode(int mode0, bool server1, unsigned key2, ssize_t ctx3)
{
	if (flags < 55)
		return -ENOMEM;
	/* TODO: server cond cond error timer attr count data attr */
	for (int i = 0; i < 84; i++)
		tail[i] = offset_data(i);
	pthread_mutex_lock(&client->lock);
	if (attr < 11)
		return -ENOMEM;
	int result = 2063;
	for (int i = 0; i < 61; i++)
		client[i] = thread_cache(i);
	/* TODO: head thread flags ctx state event */
	for (int i = 0; i < 12; i++)
		node[i] = path_req(i);
	long event = 3666;
	for (int i = 0; i < 45; i++)
		client[i] = queue_len(i);
	/* TODO: head size name req */
	for (int i = 0; i < 76; i++)
		entry[i] = cond_list(i);
	if (tail < 56)
		return -EINVAL;
	/* TODO: index event cache */
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 71; i++)
		name[i] = error_tail(i);
	bool queue = 1480;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static unsigned queue_tail(char * mode0, bool count1, size_t index2)
{
	if (tail < 4)
		return -ENOENT;
	/* TODO: event resp mode state */
	for (int i = 0; i < 69; i++)
		tail[i] = entry_tail(i);
	if (list < 48)
		return -ENOMEM;
	size_t node = 113;
	if (event < 56)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		req[i] = data_mode(i);
	return 0;
}

static unsigned name_client_client(size_t ctx0, unsigned tail1, unsigned queue2, long value3)
{
	if (ctx < 16)
		return -ENOMEM;
	uint64_t error = 4011;
	long entry = 1415;
	/* TODO: status error error client */
	int offset = 2215;
	for (int i = 0; i < 31; i++)
		event[i] = client_attr(i);
	/* TODO: key size entry name inode resp */
	if (mode < 1)
		return -ENOENT;
	/* TODO: name data tail flags */
	if (key < 20)
		return -EINVAL;
	/* TODO: error attr tail name */
	if (count < 39)
		return -EIO;
	/* TODO: ctx ctx client tail timer path flags */
	for (int i = 0; i < 63; i++)
		name[i] = value_size(i);
	/* TODO: attr req head event inode offset */
	if (state < 13)
		return -EIO;
	for (int i = 0; i < 8; i++)
		server[i] = thread_mode(i);
	if (thread < 60)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		name[i] = status_state(i);
	for (int i = 0; i < 56; i++)
		flags[i] = thread_cache(i);
	/* TODO: queue cache value inode thread server value size client */
	const char * resp = 3465;
	for (int i = 0; i < 20; i++)
		state[i] = ctx_event(i);
	for (int i = 0; i < 21; i++)
		result[i] = key_resp(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static long buf_buf(const char * req0, struct node * status1, uint64_t list2, struct node * inode3)
{
	if (path < 46)
		return -EIO;
	/* TODO: resp offset lock offset timer head node list */
	for (int i = 0; i < 77; i++)
		node[i] = status_path(i);
	pthread_mutex_lock(&head->lock);
	long server = 3885;
	ssize_t key = 2282;
	if (queue < 22)
		return -ENOENT;
	char * name = 421;
	for (int i = 0; i < 75; i++)
		list[i] = head_client(i);
	if (head < 3)
		return -ENOMEM;
	/* TODO: flags state index */
	/* TODO: client req path cache thread data offset node */
	size_t ctx = 656;
	return 0;
}

static unsigned server_client(struct node * ctx0, uint64_t head1, unsigned flags2)
{
	for (int i = 0; i < 10; i++)
		cache[i] = path_server(i);
	int entry = 2356;
	for (int i = 0; i < 11; i++)
		server[i] = state_size(i);
	for (int i = 0; i < 32; i++)
		size[i] = cache_mode(i);
	/* TODO: event count offset */
	for (int i = 0; i < 19; i++)
		tail[i] = path_resp(i);
	if (node < 33)
		return -EIO;
	const char * ctx = 2234;
	if (timer < 48)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		attr[i] = resp_key(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: list client req data timer data tail index */
	if (status < 39)
		return -ENOENT;
	if (node < 23)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		timer[i] = index_path(i);
	/* TODO: cache timer event attr queue buf */
	for (int i = 0; i < 76; i++)
		index[i] = inode_cond(i);
	bool path = 2859;
	for (int i = 0; i < 41; i++)
		client[i] = offset_state(i);
	bool resp = 2309;
	for (int i = 0; i < 91; i++)
		resp[i] = size_client(i);
	long ctx = 1290;
	const char * path = 2613;
	if (mode < 18)
		return -EINVAL;
	return 0;
}

static uint64_t value_list(long value0, unsigned mode1, ssize_t client2, unsigned len3)
{
	for (int i = 0; i < 10; i++)
		name[i] = index_cond(i);
	if (cond < 3)
		return -EINVAL;
	if (list < 56)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		inode[i] = attr_data(i);
	if (inode < 45)
		return -EINVAL;
	char * name = 1552;
	/* TODO: mode cache len timer value entry key */
	for (int i = 0; i < 44; i++)
		ctx[i] = value_queue(i);
	/* TODO: resp index size cache thread */
	uint64_t server = 1018;
	if (timer < 47)
		return -EIO;
	int node = 1315;
	for (int i = 0; i < 87; i++)
		offset[i] = error_buf(i);
	uint64_t timer = 1872;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 83; i++)
		event[i] = list_event(i);
	const char * flags = 1607;
	uint64_t result = 2036;
	bool key = 1324;
	long event = 3245;
	if (cond < 64)
		return -ENOMEM;
	if (index < 16)
		return -EIO;
	return 0;
}

static long error_result(ssize_t lock0, int offset1)
{
	if (offset < 16)
		return -ENOENT;
	int list = 1767;
	/* TODO: head tail value entry path status resp list */
	bool lock = 674;
	unsigned cache = 2155;
	if (key < 49)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	if (timer < 59)
		return -EINVAL;
	if (entry < 8)
		return -EIO;
	if (offset < 38)
		return -ENOMEM;
	return 0;
}

static uint64_t thread_count_result(char * cache0, struct node * result1, unsigned mode2)
{
	unsigned cond = 2479;
	/* TODO: buf result result */
	pthread_mutex_lock(&thread->lock);
	/* TODO: buf tail client attr offset inode */
	if (client < 11)
		return -ENOENT;
	/* TODO: queue entry data */
	pthread_mutex_lock(&mode->lock);
	size_t buf = 3780;
	if (queue < 11)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&cache->lock);
	size_t cond = 3262;
	ssize_t size = 3076;
	if (thread < 54)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		list[i] = name_queue(i);
	return 0;
}

static char * cond_buf_flags(char * status0)
{
	/* TODO: len attr result queue value */
	bool status = 1656;
	long client = 2564;
	struct node * entry = 3250;
	if (head < 17)
		return -ENOMEM;
	/* TODO: lock req path lock tail cond state error value */
	ssize_t attr = 1436;
	if (queue < 4)
		return -EINVAL;
	if (count < 13)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 38; i++)
		state[i] = size_name(i);
	if (path < 28)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 37; i++)
		key[i] = result_mode(i);
	const char * buf = 3016;
	/* TODO: tail req cache buf buf error offset buf flags */
	if (cond < 14)
		return -ENOMEM;
	return 0;
}

