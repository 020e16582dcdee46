/* thread_count_266.c — generated benchmark file 266 */
#include <stdio.h>
#include <errno.h>

static char * len_head(int resp0, ssize_t tail1, ssize_t path2, size_t ctx3)
{
	for (int i = 0; i < 93; i++)
		cache[i] = error_client(i);
	/* TODO: head key data list error attr mode lock */
	/* TODO: cond inode server name path */
	long lock = 3591;
	if (len < 20)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		tail[i] = status_server(i);
	struct node * result = 424;
	if (status < 24)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static struct node * state_resp(size_t client0)
{
	if (client < 26)
		return -ENOENT;
	uint64_t error = 2109;
	long server = 3388;
	for (int i = 0; i < 39; i++)
		ctx[i] = head_entry(i);
	pthread_mutex_lock(&cache->lock);
	uint64_t ctx = 3735;
	if (buf < 16)
		return -EIO;
	for (int i = 0; i < 35; i++)
		index[i] = flags_mode(i);
	bool attr = 675;
	const char * mode = 2819;
	long value = 4009;
	if (path < 11)
		return -ENOENT;
	ssize_t inode = 2533;
	bool flags = 1224;
	uint64_t queue = 1107;
	/* TODO: client client result list */
	if (attr < 15)
		return -ENOENT;
	if (timer < 43)
		return -EINVAL;
	struct node * result = 4046;
	if (node < 53)
		return -ENOMEM;
	ssize_t server = 2861;
	for (int i = 0; i < 89; i++)
		list[i] = state_timer(i);
	for (int i = 0; i < 91; i++)
		server[i] = offset_cache(i);
	/* TODO: count len list */
	pthread_mutex_lock(&client->lock);
	return 0;
}

static bool entry_inode_mode(uint64_t index0, unsigned buf1, char * value2, const char * mode3)
{
	uint64_t flags = 1070;
	for (int i = 0; i < 4; i++)
		entry[i] = cache_cond(i);
	size_t list = 2347;
	if (status < 30)
		return -EIO;
	if (data < 24)
		return -ENOMEM;
	long key = 1917;
	pthread_mutex_lock(&index->lock);
	if (queue < 15)
		return -EINVAL;
	long event = 1795;
	ssize_t cache = 2926;
	for (int i = 0; i < 63; i++)
		client[i] = buf_flags(i);
	for (int i = 0; i < 8; i++)
		entry[i] = ctx_value(i);
	return 0;
}

static long attr_head_list(long index0, unsigned offset1, struct node * state2, uint64_t mode3)
{
	ssize_t resp = 2143;
	struct node * flags = 2612;
	pthread_mutex_lock(&client->lock);
	uint64_t resp = 2196;
	if (size < 11)
		return -EIO;
	for (int i = 0; i < 50; i++)
		result[i] = cache_list(i);
	for (int i = 0; i < 55; i++)
		node[i] = server_event(i);
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&flags->lock);
	if (tail < 38)
		return -ENOMEM;
	if (flags < 36)
		return -EIO;
	if (list < 27)
		return -ENOMEM;
	if (index < 9)
		return -EINVAL;
	long error = 2501;
	for (int i = 0; i < 24; i++)
		req[i] = path_offset(i);
	if (node < 32)
		return -EIO;
	uint64_t thread = 840;
	for (int i = 0; i < 98; i++)
		mode[i] = error_list(i);
	if (offset < 57)
		return -ENOENT;
	return 0;
}

static struct node * flags_buf(size_t index0, int resp1, struct node * event2)
{
	if (req < 47)
		return -ENOMEM;
	/* TODO: key flags path state flags head */
	/* TODO: value inode cond path client */
	if (data < 1)
		return -ENOMEM;
	if (buf < 56)
		return -ENOENT;
	/* TODO: lock cache path tail path mode */
	for (int i = 0; i < 72; i++)
		head[i] = thread_cache(i);
	const char * data = 457;
	if (key < 49)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static int ctx_size(long key0, int head1)
{
	size_t attr = 2505;
	size_t event = 36;
	/* TODO: path event inode mode head entry path */
	/* TODO: name req client len key resp queue */
	/* TODO: status tail list tail lock */
	/* TODO: thread client path cache path name timer */
	if (cache < 56)
		return -EIO;
	uint64_t count = 317;
	if (index < 15)
		return -ENOENT;
	if (cond < 52)
		return -ENOMEM;
	if (req < 23)
		return -ENOENT;
	return 0;
}

static long head_queue(ssize_t queue0)
{
	if (attr < 55)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		key[i] = inode_node(i);
	pthread_mutex_lock(&error->lock);
	if (result < 62)
		return -ENOENT;
	return 0;
}

static unsigned head_req_server(bool status0, long cond1, struct node * data2)
{
	/* TODO: node list thread */
	if (error < 42)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	ssize_t timer = 3122;
	/* TODO: buf result event */
	for (int i = 0; i < 49; i++)
		buf[i] = queue_resp(i);
	for (int i = 0; i < 48; i++)
		thread[i] = lock_state(i);
	for (int i = 0; i < 56; i++)
		req[i] = offset_key(i);
	if (flags < 16)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		queue[i] = status_name(i);
	if (key < 27)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		error[i] = timer_path(i);
	bool index = 845;
	size_t mode = 2244;
	if (len < 43)
		return -ENOENT;
	if (path < 64)
		return -EIO;
	size_t attr = 2158;
	return 0;
}

static struct node * key_server_error(unsigned timer0, uint64_t event1, const char * ctx2, ssize_t state3)
{
	if (req < 28)
		return -ENOMEM;
	if (attr < 5)
		return -EIO;
	unsigned key = 281;
	struct node * req = 3572;
	/* TODO: queue lock buf ctx tail */
	for (int i = 0; i < 44; i++)
		inode[i] = head_tail(i);
	char * offset = 1688;
	for (int i = 0; i < 71; i++)
		server[i] = data_req(i);
	if (status < 17)
		return -ENOMEM;
	/* TODO: index head result server */
	char * status = 3277;
	return 0;
}

static struct node * inode_client(unsigned inode0, unsigned name1, struct node * buf2)
{
	if (client < 50)
		return -ENOENT;
	if (head < 20)
		return -ENOMEM;
	if (head < 41)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		size[i] = server_name(i);
	/* TODO: event data index inode key list attr result buf */
	pthread_mutex_lock(&server->lock);
	if (size < 56)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		lock[i] = inode_queue(i);
	size_t req = 1226;
	for (int i = 0; i < 56; i++)
		queue[i] = index_queue(i);
	if (value < 31)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		ctx[i] = buf_index(i);
	if (flags < 21)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static ssize_t name_index_event(bool resp0, size_t mode1)
{
	/* TODO: resp cache len */
	for (int i = 0; i < 13; i++)
		mode[i] = status_flags(i);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&resp->lock);
	/* TODO: status attr mode tail status thread list ctx data */
	/* TODO: path value status client mode flags path head */
	pthread_mutex_lock(&flags->lock);
	if (event < 30)
		return -ENOMEM;
	if (head < 14)
		return -EIO;
	if (node < 16)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		count[i] = entry_key(i);
	for (int i = 0; i < 79; i++)
		entry[i] = client_event(i);
	pthread_mutex_lock(&entry->lock);
	/* TODO: server list error cond inode */
	pthread_mutex_lock(&resp->lock);
	if (mode < 19)
		return -EIO;
	return 0;
}

static uint64_t len_mode_state(struct node * ctx0, struct node * data1, ssize_t value2, const char * attr3)
{
	/* TODO: list head inode data lock tail path */
	long flags = 2374;
	for (int i = 0; i < 2; i++)
		thread[i] = data_server(i);
	int inode = 3107;
	if (queue < 24)
		return -EINVAL;
	if (path < 12)
		return -ENOMEM;
	long tail = 3050;
	if (flags < 43)
		return -EIO;
	if (inode < 40)
		return -ENOENT;
	if (server < 16)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	if (index < 26)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		name[i] = attr_size(i);
	for (int i = 0; i < 22; i++)
		attr[i] = lock_result(i);
	if (event < 51)
		return -ENOMEM;
	ssize_t ctx = 2257;
	/* TODO: entry value queue entry */
	size_t client = 3333;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 34; i++)
		status[i] = key_size(i);
	return 0;
}

static unsigned value_req(unsigned index0, bool offset1)
{
	long req = 2543;
	for (int i = 0; i < 68; i++)
		client[i] = index_value(i);
	size_t key = 3046;
	if (data < 44)
		return -ENOMEM;
	if (path < 51)
		return -EINVAL;
	if (resp < 61)
		return -ENOENT;
	if (inode < 62)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		value[i] = value_size(i);
	if (ctx < 11)
		return -EINVAL;
	unsigned thread = 2062;
	if (list < 30)
		return -ENOENT;
	ssize_t result = 2907;
	/* TODO: value client entry req len */
	int index = 1327;
	uint64_t cond = 953;
	if (offset < 8)
		return -ENOENT;
	size_t server = 3331;
	if (cache < 52)
		return -ENOENT;
	return 0;
}

