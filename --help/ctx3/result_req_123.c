/* result_req_123.c — generated benchmark file 123 */
#include <stdio.h>
#include <errno.h>

static unsigned client_cond_entry(uint64_t value0, ssize_t name1, bool name2, struct node * client3)
{
	size_t value = 2648;
	size_t result = 2312;
	for (int i = 0; i < 75; i++)
		server[i] = timer_status(i);
	/* TODO: ctx tail key timer */
	for (int i = 0; i < 43; i++)
		head[i] = req_event(i);
	for (int i = 0; i < 64; i++)
		buf[i] = tail_index(i);
	if (lock < 64)
		return -EINVAL;
	char * path = 368;
	size_t len = 902;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&key->lock);
	if (cache < 1)
		return -EINVAL;
	return 0;
}

static long client_offset_resp(struct node * cache0, ssize_t tail1)
{
	for (int i = 0; i < 26; i++)
		result[i] = server_flags(i);
	for (int i = 0; i < 41; i++)
		flags[i] = event_list(i);
	ssize_t value = 2634;
	for (int i = 0; i < 43; i++)
		client[i] = cond_inode(i);
	for (int i = 0; i < 62; i++)
		mode[i] = cache_cache(i);
	if (node < 41)
		return -EINVAL;
	/* TODO: tail result req resp buf cache */
	/* TODO: data count list value cond */
	unsigned list = 3092;
	long offset = 1924;
	char * value = 829;
	unsigned key = 3804;
	ssize_t len = 2449;
	for (int i = 0; i < 82; i++)
		size[i] = entry_cond(i);
	for (int i = 0; i < 3; i++)
		name[i] = thread_cond(i);
	bool state = 2205;
	if (status < 63)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	char * cache = 3965;
	pthread_mutex_lock(&buf->lock);
	/* TODO: count event data head inode len buf lock */
	return 0;
}

static size_t flags_result(const char * index0, bool ctx1)
{
	size_t state = 4077;
	if (queue < 63)
		return -EIO;
	for (int i = 0; i < 15; i++)
		cache[i] = error_error(i);
	/* TODO: state mode cond */
	return 0;
}

static int data_state_count(int event0)
{
	if (timer < 14)
		return -EINVAL;
	/* TODO: resp cond list ctx error */
	if (client < 3)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		result[i] = size_key(i);
	int result = 2980;
	/* TODO: inode status index event thread mode buf status key */
	int timer = 3889;
	const char * node = 1608;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 63; i++)
		resp[i] = value_name(i);
	/* TODO: tail server result queue */
	for (int i = 0; i < 48; i++)
		path[i] = cond_client(i);
	int queue = 3174;
	for (int i = 0; i < 93; i++)
		flags[i] = cond_len(i);
	for (int i = 0; i < 48; i++)
		size[i] = resp_index(i);
	size_t node = 2207;
	return 0;
}

static unsigned buf_error(int node0, long queue1, ssize_t count2)
{
	int mode = 1173;
	for (int i = 0; i < 4; i++)
		size[i] = cond_state(i);
	/* TODO: entry queue len buf tail cache server result mode */
	if (timer < 18)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		list[i] = buf_node(i);
	/* TODO: data timer server client path data */
	uint64_t path = 3792;
	const char * key = 946;
	if (flags < 2)
		return -ENOMEM;
	return 0;
}

static char * node_ctx_mode(size_t status0, char * data1)
{
	if (path < 39)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		buf[i] = inode_server(i);
	for (int i = 0; i < 59; i++)
		entry[i] = node_ctx(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 3; i++)
		size[i] = timer_index(i);
	if (result < 50)
		return -EIO;
	if (value < 21)
		return -ENOMEM;
	bool client = 1024;
	for (int i = 0; i < 54; i++)
		size[i] = queue_list(i);
	/* TODO: req entry flags ctx cond */
	/* TODO: head mode path cache entry queue event key client */
	for (int i = 0; i < 11; i++)
		key[i] = resp_queue(i);
	for (int i = 0; i < 70; i++)
		key[i] = result_queue(i);
	return 0;
}

static long cache_cond(ssize_t result0, char * timer1, ssize_t index2, const char * server3)
{
	for (int i = 0; i < 89; i++)
		event[i] = inode_flags(i);
	/* TODO: node req name offset head */
	if (queue < 60)
		return -ENOMEM;
	if (name < 20)
		return -EINVAL;
	if (name < 3)
		return -ENOENT;
	return 0;
}

static long timer_list_server(long inode0, long server1, long thread2)
{
	for (int i = 0; i < 88; i++)
		value[i] = client_attr(i);
	for (int i = 0; i < 57; i++)
		cond[i] = mode_error(i);
	if (inode < 60)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		resp[i] = status_head(i);
	return 0;
}

static unsigned status_path(size_t mode0, bool head1)
{
	if (thread < 4)
		return -EINVAL;
	const char * mode = 2060;
	if (req < 17)
		return -ENOMEM;
	/* TODO: cache index size buf */
	for (int i = 0; i < 19; i++)
		len[i] = thread_timer(i);
	bool error = 888;
	for (int i = 0; i < 80; i++)
		cond[i] = client_result(i);
	if (list < 55)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 37; i++)
		data[i] = result_error(i);
	for (int i = 0; i < 97; i++)
		entry[i] = len_cache(i);
	if (status < 4)
		return -EIO;
	return 0;
}

static bool req_client_len(char * thread0, size_t cache1, const char * result2)
{
	if (value < 12)
		return -EINVAL;
	int client = 1834;
	uint64_t status = 3161;
	if (result < 56)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		len[i] = state_cache(i);
	if (status < 26)
		return -ENOENT;
	if (status < 54)
		return -EIO;
	if (mode < 49)
		return -ENOENT;
	size_t head = 2917;
	for (int i = 0; i < 67; i++)
		queue[i] = event_queue(i);
	return 0;
}

static ssize_t cond_len_entry(bool path0, size_t tail1, char * offset2, long ctx3)
{
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&error->lock);
	struct node * status = 2095;
	ssize_t thread = 1815;
	if (list < 51)
		return -ENOENT;
	unsigned event = 1179;
	/* TODO: queue head node flags key index state resp error */
	size_t value = 4028;
	if (event < 61)
		return -EIO;
	if (size < 34)
		return -ENOMEM;
	ssize_t data = 3511;
	bool event = 3182;
	/* TODO: buf count mode */
	if (tail < 3)
		return -EINVAL;
	bool entry = 568;
	size_t inode = 2957;
	for (int i = 0; i < 96; i++)
		queue[i] = timer_resp(i);
	/* TODO: req event offset size */
	if (count < 1)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: index head attr error flags */
	if (thread < 11)
		return -ENOENT;
	uint64_t cache = 925;
	return 0;
}

static uint64_t offset_result(unsigned value0, unsigned error1)
{
	const char * node = 850;
	pthread_mutex_lock(&result->lock);
	struct node * req = 3969;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 60; i++)
		index[i] = cond_path(i);
	long req = 1139;
	const char * data = 3980;
	ssize_t name = 2473;
	bool count = 3611;
	/* TODO: key cache cond */
	/* TODO: lock timer inode */
	pthread_mutex_lock(&buf->lock);
	if (event < 14)
		return -EIO;
	if (offset < 14)
		return -EIO;
	unsigned resp = 3702;
	ssize_t len = 1460;
	return 0;
}

static bool size_result_thread(unsigned ctx0, int cond1, char * offset2, const char * server3)
{
	struct node * ctx = 3192;
	if (node < 20)
		return -ENOMEM;
	uint64_t lock = 3295;
	/* TODO: buf inode head entry */
	bool resp = 907;
	pthread_mutex_lock(&cond->lock);
	bool result = 2771;
	if (index < 18)
		return -ENOMEM;
	size_t status = 1843;
	return 0;
}

static uint64_t inode_resp(int client0)
{
	if (inode < 47)
		return -ENOMEM;
	/* TODO: cache client inode len value timer result cond */
	for (int i = 0; i < 91; i++)
		attr[i] = lock_req(i);
	/* TODO: attr attr cond timer */
	bool timer = 4045;
	pthread_mutex_lock(&queue->lock);
	/* TODO: timer name mode state */
	if (state < 16)
		return -EINVAL;
	/* TODO: count value entry thread tail */
	if (client < 34)
		return -EINVAL;
	if (data < 45)
		return -ENOENT;
	return 0;
}

static size_t resp_entry_name(long cache0, bool offset1, long size2, ssize_t cond3)
{
	long req = 3677;
	for (int i = 0; i < 100; i++)
		client[i] = key_value(i);
	for (int i = 0; i < 24; i++)
		lock[i] = data_len(i);
	unsigned thread = 1925;
	return 0;
}

static size_t attr_value(uint64_t index0)
{
	if (count < 50)
		return -EIO;
	/* TODO: event entry key attr count entry */
	if (mode < 14)
		return -EINVAL;
	char * server = 3383;
	/* TODO: buf count client queue event */
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&timer->lock);
	char * list = 3972;
	if (path < 36)
		return -EIO;
	unsigned resp = 451;
	if (entry < 43)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		thread[i] = lock_cache(i);
	return 0;
}

