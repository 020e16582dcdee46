/* buf_buf_134.c — generated benchmark file 134 */
#include <stdio.h>
#include <errno.h>

static long entry_name(int server0, unsigned size1)
{
	pthread_mutex_lock(&flags->lock);
	if (data < 28)
		return -ENOMEM;
	if (tail < 37)
		return -ENOMEM;
	char * entry = 1297;
	for (int i = 0; i < 18; i++)
		thread[i] = name_timer(i);
	return 0;
}

static int offset_len(struct node * index0, uint64_t flags1)
{
	for (int i = 0; i < 69; i++)
		state[i] = data_thread(i);
	if (entry < 6)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	struct node * cond = 3085;
	/* TODO: server list ctx tail req len error value */
	if (cache < 11)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		count[i] = key_ctx(i);
	pthread_mutex_lock(&cache->lock);
	if (head < 1)
		return -EINVAL;
	if (thread < 22)
		return -EIO;
	for (int i = 0; i < 82; i++)
		name[i] = count_data(i);
	for (int i = 0; i < 15; i++)
		queue[i] = buf_timer(i);
	ssize_t len = 2135;
	unsigned ctx = 2135;
	struct node * entry = 237;
	int cond = 1840;
	/* TODO: tail index req client size result */
	if (size < 32)
		return -ENOENT;
	ssize_t error = 1301;
	return 0;
}

static bool timer_cond(int mode0, char * state1)
{
	uint64_t event = 1348;
	uint64_t tail = 922;
	/* TODO: list node key flags client value req */
	for (int i = 0; i < 98; i++)
		ctx[i] = name_queue(i);
	pthread_mutex_lock(&state->lock);
	size_t result = 3322;
	return 0;
}

static size_t resp_key_lock(unsigned req0, const char * tail1, int buf2)
{
	unsigned offset = 1880;
	pthread_mutex_lock(&result->lock);
	if (status < 48)
		return -EIO;
	for (int i = 0; i < 90; i++)
		tail[i] = flags_event(i);
	char * entry = 1450;
	/* TODO: timer path key client lock */
	long cond = 671;
	for (int i = 0; i < 84; i++)
		len[i] = req_list(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 8; i++)
		thread[i] = ctx_timer(i);
	size_t head = 3655;
	pthread_mutex_lock(&key->lock);
	int lock = 1540;
	if (len < 62)
		return -EINVAL;
	if (server < 58)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		cache[i] = head_value(i);
	pthread_mutex_lock(&buf->lock);
	bool error = 3144;
	for (int i = 0; i < 16; i++)
		buf[i] = path_queue(i);
	if (resp < 54)
		return -EIO;
	if (req < 59)
		return -ENOMEM;
	if (list < 55)
		return -ENOENT;
	size_t value = 2487;
	for (int i = 0; i < 10; i++)
		len[i] = list_queue(i);
	return 0;
}

static unsigned buf_req(struct node * cache0, unsigned tail1, const char * node2)
{
	const char * tail = 2403;
	if (path < 12)
		return -EIO;
	/* TODO: lock status resp */
	/* TODO: server error error */
	return 0;
}

static bool size_error_result(long flags0)
{
	if (state < 17)
		return -ENOENT;
	bool req = 1937;
	if (attr < 4)
		return -ENOMEM;
	if (cond < 22)
		return -EINVAL;
	if (mode < 47)
		return -EINVAL;
	if (cond < 10)
		return -EIO;
	char * count = 3258;
	char * head = 1328;
	if (timer < 53)
		return -EIO;
	for (int i = 0; i < 60; i++)
		timer[i] = name_server(i);
	for (int i = 0; i < 66; i++)
		list[i] = size_index(i);
	size_t size = 2875;
	for (int i = 0; i < 100; i++)
		count[i] = entry_result(i);
	/* TODO: data path cond count len value client */
	if (client < 25)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		offset[i] = attr_buf(i);
	if (thread < 44)
		return -EINVAL;
	if (entry < 41)
		return -EINVAL;
	size_t count = 3789;
	bool client = 3185;
	unsigned list = 1681;
	/* TODO: resp ctx name node len ctx len cond list */
	return 0;
}

static char * list_status(const char * path0, char * list1, ssize_t list2, unsigned path3)
{
	for (int i = 0; i < 71; i++)
		resp[i] = size_thread(i);
	if (resp < 57)
		return -EIO;
	if (entry < 13)
		return -ENOENT;
	/* TODO: timer status cond list ctx offset result cond */
	/* TODO: result mode result timer status */
	/* TODO: req path resp index head cache error */
	if (status < 36)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 5; i++)
		status[i] = count_mode(i);
	if (result < 35)
		return -EIO;
	if (tail < 11)
		return -EINVAL;
	if (len < 59)
		return -EIO;
	/* TODO: key status req */
	pthread_mutex_lock(&cond->lock);
	const char * event = 2453;
	ssize_t event = 1578;
	pthread_mutex_lock(&client->lock);
	if (data < 39)
		return -ENOMEM;
	unsigned tail = 1179;
	if (client < 29)
		return -EINVAL;
	if (event < 10)
		return -EIO;
	return 0;
}

static unsigned cond_resp(char * tail0)
{
	for (int i = 0; i < 56; i++)
		lock[i] = server_path(i);
	uint64_t timer = 1113;
	/* TODO: size attr index ctx offset timer */
	return 0;
}

static char * event_error(ssize_t count0)
{
	if (mode < 3)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		path[i] = inode_tail(i);
	struct node * tail = 1115;
	for (int i = 0; i < 48; i++)
		name[i] = client_buf(i);
	struct node * mode = 1722;
	if (flags < 39)
		return -EIO;
	for (int i = 0; i < 60; i++)
		queue[i] = cache_data(i);
	for (int i = 0; i < 25; i++)
		node[i] = timer_cond(i);
	for (int i = 0; i < 88; i++)
		status[i] = client_tail(i);
	if (size < 14)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		server[i] = state_size(i);
	for (int i = 0; i < 57; i++)
		cache[i] = len_entry(i);
	if (buf < 36)
		return -EIO;
	unsigned result = 3049;
	/* TODO: timer inode thread event inode key offset */
	if (list < 35)
		return -EIO;
	for (int i = 0; i < 80; i++)
		resp[i] = server_timer(i);
	if (lock < 9)
		return -EIO;
	/* TODO: tail path error */
	for (int i = 0; i < 5; i++)
		count[i] = flags_inode(i);
	uint64_t tail = 1385;
	for (int i = 0; i < 26; i++)
		list[i] = key_value(i);
	if (queue < 53)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		state[i] = data_offset(i);
	return 0;
}

static ssize_t req_count(ssize_t flags0, long attr1, struct node * resp2)
{
	if (cond < 49)
		return -EIO;
	int head = 2784;
	/* TODO: queue inode timer entry value event offset */
	if (status < 60)
		return -ENOMEM;
	/* TODO: state offset server index result size name */
	for (int i = 0; i < 7; i++)
		attr[i] = queue_status(i);
	for (int i = 0; i < 74; i++)
		data[i] = mode_inode(i);
	size_t server = 3338;
	for (int i = 0; i < 2; i++)
		buf[i] = req_count(i);
	for (int i = 0; i < 63; i++)
		value[i] = state_data(i);
	if (value < 23)
		return -EINVAL;
	uint64_t node = 2377;
	for (int i = 0; i < 90; i++)
		client[i] = entry_result(i);
	if (lock < 23)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		attr[i] = thread_len(i);
	uint64_t data = 482;
	return 0;
}

static unsigned count_timer_mode(long entry0, bool req1)
{
	if (offset < 28)
		return -EINVAL;
	ssize_t req = 3399;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&tail->lock);
	size_t len = 382;
	if (status < 47)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		client[i] = inode_head(i);
	char * list = 4076;
	const char * state = 1536;
	/* TODO: event attr len timer cache */
	/* TODO: queue state event thread size */
	return 0;
}

static unsigned server_req_cache(bool error0, size_t count1, size_t error2, int attr3)
{
	for (int i = 0; i < 70; i++)
		name[i] = list_event(i);
	if (inode < 16)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	long queue = 613;
	if (thread < 52)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static unsigned attr_inode(size_t ctx0, uint64_t cond1)
{
	if (node < 30)
		return -ENOENT;
	/* TODO: inode head buf len queue name lock inode index */
	long state = 3754;
	if (server < 63)
		return -EINVAL;
	if (size < 50)
		return -EIO;
	if (queue < 40)
		return -EINVAL;
	if (thread < 39)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		inode[i] = timer_entry(i);
	pthread_mutex_lock(&path->lock);
	if (name < 7)
		return -EINVAL;
	unsigned ctx = 978;
	char * value = 915;
	if (timer < 9)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	/* TODO: server lock flags lock data attr server event */
	size_t cache = 518;
	unsigned cache = 3387;
	const char * name = 977;
	return 0;
}

static unsigned tail_cache(bool lock0)
{
	char * head = 2180;
	pthread_mutex_lock(&name->lock);
	size_t path = 1737;
	long offset = 1902;
	/* TODO: timer cache result key flags attr req path */
	/* TODO: head data buf path flags path value */
	bool thread = 2121;
	for (int i = 0; i < 27; i++)
		ctx[i] = ctx_cond(i);
	if (queue < 61)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		status[i] = data_size(i);
	for (int i = 0; i < 100; i++)
		error[i] = cond_client(i);
	int thread = 178;
	if (mode < 64)
		return -EINVAL;
	ssize_t cache = 3659;
	long path = 3321;
	for (int i = 0; i < 54; i++)
		flags[i] = offset_thread(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 38; i++)
		node[i] = status_name(i);
	long size = 959;
	pthread_mutex_lock(&client->lock);
	if (result < 55)
		return -EINVAL;
	long node = 1541;
	ssize_t entry = 1871;
	return 0;
}

