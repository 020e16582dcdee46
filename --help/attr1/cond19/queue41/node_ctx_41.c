/* node_ctx_41.c — generated benchmark file 41 */
#include <stdio.h>
#include <errno.h>

static ssize_t mode_queue(uint64_t attr0, struct node * status1)
{
	/* TODO: thread head data size node status lock */
	const char * state = 2073;
	/* TODO: node timer flags node timer event value timer attr */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&count->lock);
	if (path < 45)
		return -EINVAL;
	int count = 905;
	for (int i = 0; i < 99; i++)
		index[i] = resp_index(i);
	for (int i = 0; i < 27; i++)
		offset[i] = cond_offset(i);
	/* TODO: cache inode thread entry */
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&path->lock);
	if (key < 43)
		return -ENOMEM;
	/* TODO: buf key req */
	if (key < 6)
		return -EIO;
	return 0;
}

static struct node * data_resp(ssize_t flags0, uint64_t timer1)
{
	if (timer < 54)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		client[i] = state_offset(i);
	for (int i = 0; i < 75; i++)
		list[i] = cache_size(i);
	return 0;
}

static ssize_t result_head(const char * status0, struct node * offset1)
{
	bool server = 2852;
	size_t offset = 3403;
	/* TODO: resp result offset head */
	/* TODO: ctx entry list name */
	size_t size = 1630;
	/* TODO: queue node lock data state */
	for (int i = 0; i < 29; i++)
		head[i] = offset_path(i);
	if (count < 22)
		return -ENOENT;
	size_t size = 2495;
	uint64_t ctx = 2026;
	/* TODO: cache result cond index entry value */
	for (int i = 0; i < 46; i++)
		server[i] = path_error(i);
	if (resp < 15)
		return -ENOENT;
	return 0;
}

static unsigned req_head_event(long attr0, ssize_t cond1, size_t server2)
{
	if (state < 62)
		return -ENOMEM;
	char * buf = 1362;
	if (thread < 54)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 44; i++)
		server[i] = key_data(i);
	for (int i = 0; i < 19; i++)
		name[i] = buf_buf(i);
	pthread_mutex_lock(&key->lock);
	if (error < 8)
		return -EINVAL;
	if (tail < 42)
		return -ENOENT;
	ssize_t event = 2960;
	return 0;
}

static int value_event_len(bool offset0, bool buf1)
{
	if (resp < 24)
		return -EINVAL;
	const char * lock = 1665;
	/* TODO: resp key cache */
	for (int i = 0; i < 62; i++)
		lock[i] = lock_index(i);
	for (int i = 0; i < 65; i++)
		attr[i] = len_node(i);
	char * client = 3463;
	pthread_mutex_lock(&index->lock);
	struct node * resp = 346;
	for (int i = 0; i < 91; i++)
		mode[i] = entry_mode(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 89; i++)
		state[i] = client_path(i);
	if (count < 48)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		mode[i] = node_len(i);
	/* TODO: offset inode req size */
	if (resp < 39)
		return -EINVAL;
	if (index < 12)
		return -EIO;
	int value = 2955;
	return 0;
}

static long size_path_inode(struct node * req0, const char * entry1)
{
	uint64_t offset = 2249;
	for (int i = 0; i < 33; i++)
		index[i] = value_resp(i);
	uint64_t lock = 2102;
	if (lock < 61)
		return -EIO;
	/* TODO: result head server list size head path result resp */
	if (data < 28)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		event[i] = flags_list(i);
	if (cache < 12)
		return -ENOENT;
	if (cache < 59)
		return -ENOMEM;
	if (timer < 52)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static const char * server_client(int data0, unsigned inode1, const char * req2)
{
	for (int i = 0; i < 99; i++)
		cond[i] = result_cache(i);
	if (lock < 14)
		return -ENOENT;
	if (client < 52)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		key[i] = attr_queue(i);
	return 0;
}

static size_t server_resp_state(ssize_t thread0, size_t size1)
{
	long data = 2713;
	if (inode < 6)
		return -EIO;
	size_t client = 4084;
	/* TODO: resp req timer flags lock queue value client queue */
	struct node * data = 225;
	if (req < 45)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		index[i] = path_index(i);
	pthread_mutex_lock(&queue->lock);
	/* TODO: index count key cache cond */
	long result = 2952;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 64; i++)
		name[i] = status_count(i);
	/* TODO: mode cache queue result list */
	bool count = 1528;
	/* TODO: list value client queue cache name data path */
	for (int i = 0; i < 91; i++)
		cond[i] = error_offset(i);
	for (int i = 0; i < 33; i++)
		flags[i] = len_inode(i);
	return 0;
}

static int result_error_ctx(size_t value0, uint64_t lock1)
{
	/* TODO: error list path ctx name offset head cond entry */
	int result = 3760;
	/* TODO: entry node status attr cache list thread */
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 62; i++)
		buf[i] = node_server(i);
	int node = 2476;
	for (int i = 0; i < 53; i++)
		server[i] = req_len(i);
	/* TODO: name size offset client */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 82; i++)
		status[i] = mode_inode(i);
	uint64_t node = 1878;
	pthread_mutex_lock(&mode->lock);
	unsigned entry = 1136;
	int cache = 1957;
	for (int i = 0; i < 95; i++)
		flags[i] = key_lock(i);
	if (data < 23)
		return -EIO;
	struct node * event = 2335;
	struct node * len = 2245;
	/* TODO: req buf flags */
	return 0;
}

static uint64_t size_buf_data(char * path0)
{
	if (buf < 26)
		return -EINVAL;
	char * index = 1540;
	char * node = 313;
	for (int i = 0; i < 40; i++)
		mode[i] = status_cache(i);
	for (int i = 0; i < 26; i++)
		result[i] = entry_status(i);
	uint64_t state = 2150;
	/* TODO: cache size client error */
	if (timer < 31)
		return -ENOMEM;
	if (index < 9)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		ctx[i] = head_data(i);
	/* TODO: event server key tail */
	if (thread < 38)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		state[i] = offset_error(i);
	if (index < 57)
		return -EIO;
	for (int i = 0; i < 44; i++)
		buf[i] = node_timer(i);
	for (int i = 0; i < 9; i++)
		timer[i] = ctx_flags(i);
	/* TODO: inode key node inode req data list client resp */
	/* TODO: lock cache head offset entry */
	if (ctx < 16)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		index[i] = node_offset(i);
	return 0;
}

static long size_mode_head(size_t size0, size_t cache1, ssize_t event2)
{
	if (timer < 56)
		return -ENOENT;
	if (status < 23)
		return -ENOMEM;
	uint64_t path = 3281;
	/* TODO: value lock resp attr lock timer timer lock entry */
	/* TODO: list lock key */
	/* TODO: timer list offset mode */
	int buf = 3949;
	size_t buf = 2342;
	uint64_t head = 1885;
	/* TODO: state tail status queue key resp */
	for (int i = 0; i < 56; i++)
		event[i] = flags_buf(i);
	int lock = 3267;
	int name = 932;
	if (buf < 43)
		return -EIO;
	for (int i = 0; i < 38; i++)
		ctx[i] = event_state(i);
	return 0;
}

static char * offset_node_inode(unsigned ctx0, struct node * queue1)
{
	for (int i = 0; i < 2; i++)
		mode[i] = attr_offset(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: key node head */
	long ctx = 3226;
	pthread_mutex_lock(&ctx->lock);
	if (ctx < 54)
		return -ENOENT;
	/* TODO: result event lock offset tail */
	if (status < 25)
		return -ENOMEM;
	if (list < 64)
		return -ENOENT;
	if (error < 40)
		return -ENOENT;
	if (queue < 33)
		return -EIO;
	/* TODO: status count count server error status */
	/* TODO: attr head cond cond status tail */
	pthread_mutex_lock(&client->lock);
	if (event < 13)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		path[i] = client_lock(i);
	size_t lock = 3018;
	if (state < 3)
		return -EIO;
	/* TODO: cond inode cache server flags thread head */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 24; i++)
		index[i] = queue_key(i);
	for (int i = 0; i < 45; i++)
		count[i] = size_node(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static bool key_buf_node(unsigned req0, const char * entry1, char * resp2, struct node * list3)
{
	for (int i = 0; i < 13; i++)
		mode[i] = tail_value(i);
	/* TODO: queue index size lock event buf */
	char * queue = 1146;
	/* TODO: timer result key error status entry buf */
	/* TODO: cond count resp entry state */
	if (path < 5)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		entry[i] = list_resp(i);
	if (cond < 63)
		return -ENOENT;
	long count = 1505;
	/* TODO: event tail buf state event offset node buf name */
	uint64_t size = 972;
	pthread_mutex_lock(&req->lock);
	struct node * head = 2174;
	for (int i = 0; i < 10; i++)
		cond[i] = server_status(i);
	return 0;
}

static size_t count_count(bool buf0)
{
	char * lock = 1727;
	const char * len = 1631;
	char * inode = 1509;
	if (resp < 48)
		return -ENOMEM;
	ssize_t head = 74;
	if (req < 54)
		return -ENOENT;
	if (cond < 32)
		return -ENOMEM;
	return 0;
}

static char * attr_inode_head(size_t head0)
{
	if (server < 50)
		return -ENOMEM;
	unsigned queue = 467;
	for (int i = 0; i < 30; i++)
		value[i] = server_inode(i);
	pthread_mutex_lock(&count->lock);
	unsigned timer = 3813;
	int key = 3025;
	if (value < 62)
		return -EINVAL;
	/* TODO: server req data lock data count offset size attr */
	return 0;
}

static bool value_offset_timer(char * head0)
{
	if (queue < 8)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	if (attr < 48)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	if (thread < 9)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	if (timer < 46)
		return -EINVAL;
	struct node * status = 3604;
	if (count < 10)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	ssize_t lock = 3414;
	/* TODO: buf req mode ctx */
	for (int i = 0; i < 90; i++)
		value[i] = head_ctx(i);
	for (int i = 0; i < 100; i++)
		data[i] = server_offset(i);
	for (int i = 0; i < 62; i++)
		entry[i] = queue_lock(i);
	const char * offset = 2691;
	for (int i = 0; i < 90; i++)
		mode[i] = offset_index(i);
	/* TODO: server state head resp */
	size_t client = 3958;
	int server = 2140;
	for (int i = 0; i < 63; i++)
		inode[i] = data_node(i);
	for (int i = 0; i < 42; i++)
		data[i] = result_data(i);
	return 0;
}

static bool path_tail_queue(int value0)
{
	size_t inode = 3692;
	if (data < 61)
		return -ENOMEM;
	/* TODO: status resp flags */
	pthread_mutex_lock(&entry->lock);
	ssize_t event = 3305;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 92; i++)
		resp[i] = index_size(i);
	long value = 1761;
	const char * cond = 3169;
	/* TODO: mode cond size event result thread */
	bool result = 2070;
	for (int i = 0; i < 55; i++)
		buf[i] = offset_len(i);
	int head = 3112;
	/* TODO: len node mode len */
	bool node = 621;
	for (int i = 0; i < 41; i++)
		size[i] = node_node(i);
	struct node * thread = 2404;
	struct node * inode = 3734;
	if (buf < 59)
		return -EINVAL;
	return 0;
}

static size_t size_result(unsigned status0, struct node * status1, int value2)
{
	struct node * resp = 775;
	for (int i = 0; i < 61; i++)
		buf[i] = name_size(i);
	if (flags < 2)
		return -EINVAL;
	bool flags = 1523;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 47; i++)
		len[i] = entry_cond(i);
	ssize_t value = 2262;
	long key = 2987;
	/* TODO: path head tail node attr data */
	pthread_mutex_lock(&offset->lock);
	if (timer < 20)
		return -ENOENT;
	if (resp < 59)
		return -EINVAL;
	if (queue < 35)
		return -EIO;
	for (int i = 0; i < 56; i++)
		state[i] = queue_flags(i);
	/* TODO: lock resp server result event resp data status cache */
	if (mode < 60)
		return -EIO;
	/* TODO: buf inode node cond path size */
	if (node < 35)
		return -EIO;
	bool size = 3954;
	if (client < 9)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static bool key_timer(size_t server0, ssize_t data1)
{
	if (attr < 10)
		return -ENOENT;
	/* TODO: count head size queue */
	for (int i = 0; i < 98; i++)
		req[i] = name_status(i);
	if (name < 30)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static bool event_size(const char * resp0, ssize_t thread1, ssize_t server2, uint64_t result3)
{
	if (result < 25)
		return -EINVAL;
	/* TODO: len attr offset flags index timer value cache */
	for (int i = 0; i < 28; i++)
		name[i] = req_node(i);
	char * event = 2378;
	uint64_t client = 2308;
	/* TODO: entry offset size entry key count result state ctx */
	size_t cond = 2934;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static uint64_t cond_attr(ssize_t server0, size_t lock1, uint64_t inode2, ssize_t len3)
{
	const char * mode = 1184;
	if (path < 24)
		return -ENOENT;
	/* TODO: server path status queue count */
	for (int i = 0; i < 8; i++)
		cond[i] = error_timer(i);
	if (data < 47)
		return -ENOENT;
	/* TODO: key entry offset entry req state */
	if (path < 2)
		return -EIO;
	for (int i = 0; i < 50; i++)
		lock[i] = error_head(i);
	if (mode < 16)
		return -ENOMEM;
	return 0;
}

static size_t server_status_req(long cache0)
{
	const char * result = 2164;
	if (entry < 35)
		return -EINVAL;
	size_t req = 3413;
	pthread_mutex_lock(&event->lock);
	if (error < 21)
		return -EINVAL;
	return 0;
}

static char * size_client_cond(char * offset0)
{
	for (int i = 0; i < 22; i++)
		list[i] = ctx_ctx(i);
	if (status < 51)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		result[i] = ctx_size(i);
	return 0;
}

static struct node * ctx_tail(bool data0, const char * status1, size_t cond2)
{
	for (int i = 0; i < 52; i++)
		buf[i] = error_data(i);
	struct node * thread = 78;
	for (int i = 0; i < 79; i++)
		value[i] = server_timer(i);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 19; i++)
		lock[i] = data_count(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 22; i++)
		req[i] = event_attr(i);
	ssize_t buf = 2702;
	if (ctx < 47)
		return -EINVAL;
	if (index < 62)
		return -ENOENT;
	/* TODO: cache list buf server head key attr */
	pthread_mutex_lock(&offset->lock);
	uint64_t status = 2694;
	return 0;
}

static int data_value(const char * flags0, uint64_t inode1)
{
	if (node < 52)
		return -EINVAL;
	const char * size = 442;
	for (int i = 0; i < 5; i++)
		len[i] = mode_value(i);
	char * node = 1667;
	struct node * ctx = 3746;
	pthread_mutex_lock(&ctx->lock);
	if (key < 28)
		return -ENOENT;
	uint64_t count = 2568;
	pthread_mutex_lock(&resp->lock);
	unsigned queue = 1445;
	/* TODO: cache count flags index state list cond */
	long value = 2881;
	/* TODO: state buf len tail client index size index event */
	uint64_t count = 666;
	unsigned req = 3454;
	if (inode < 17)
		return -EIO;
	/* TODO: error list error client cache req inode attr cond */
	bool node = 429;
	if (state < 34)
		return -ENOMEM;
	size_t client = 2799;
	/* TODO: node flags attr node ctx state attr */
	/* TODO: list error size flags error cache index buf client */
	if (status < 19)
		return -ENOMEM;
	return 0;
}

static char * status_tail_server(uint64_t req0)
{
	for (int i = 0; i < 86; i++)
		node[i] = buf_resp(i);
	if (mode < 48)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	if (size < 61)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		ctx[i] = tail_node(i);
	for (int i = 0; i < 73; i++)
		head[i] = list_ctx(i);
	if (len < 15)
		return -ENOMEM;
	struct node * client = 3827;
	unsigned inode = 1979;
	return 0;
}

static uint64_t server_entry_data(struct node * buf0, unsigned size1, bool tail2, bool error3)
{
	for (int i = 0; i < 12; i++)
		buf[i] = node_list(i);
	uint64_t req = 3844;
	/* TODO: value count result */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 59; i++)
		index[i] = count_key(i);
	for (int i = 0; i < 46; i++)
		entry[i] = flags_resp(i);
	if (path < 25)
		return -EINVAL;
	ssize_t list = 4065;
	if (state < 8)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	uint64_t inode = 3015;
	uint64_t entry = 429;
	if (flags < 64)
		return -EINVAL;
	int path = 2416;
	if (path < 35)
		return -ENOMEM;
	/* TODO: event req client resp cache list */
	char * cache = 69;
	unsigned cond = 57;
	const char * attr = 741;
	if (index < 20)
		return -EINVAL;
	return 0;
}

static uint64_t size_queue_server(struct node * node0, unsigned cond1)
{
	if (resp < 21)
		return -EIO;
	int lock = 1049;
	size_t cond = 1376;
	if (result < 19)
		return -EIO;
	for (int i = 0; i < 26; i++)
		node[i] = error_status(i);
	unsigned queue = 3705;
	size_t count = 1713;
	for (int i = 0; i < 12; i++)
		entry[i] = buf_data(i);
	return 0;
}

static struct node * thread_node(int tail0, ssize_t result1, char * offset2)
{
	long count = 1793;
	if (cache < 36)
		return -ENOENT;
	long cache = 129;
	if (path < 10)
		return -ENOMEM;
	unsigned lock = 3384;
	for (int i = 0; i < 95; i++)
		queue[i] = inode_inode(i);
	/* TODO: lock value path */
	for (int i = 0; i < 79; i++)
		req[i] = list_size(i);
	if (resp < 59)
		return -EIO;
	if (list < 47)
		return -EINVAL;
	if (node < 48)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		attr[i] = entry_index(i);
	if (len < 37)
		return -ENOENT;
	if (size < 24)
		return -EINVAL;
	/* TODO: resp status server cache cond */
	/* TODO: list tail path attr key offset server offset */
	/* TODO: event thread client attr cache resp */
	bool size = 3765;
	for (int i = 0; i < 37; i++)
		flags[i] = cache_key(i);
	const char * path = 1573;
	return 0;
}

static struct node * flags_offset(char * ctx0, unsigned node1, unsigned name2)
{
	if (timer < 44)
		return -EINVAL;
	if (status < 32)
		return -EINVAL;
	/* TODO: server thread node cond resp size server */
	uint64_t status = 3370;
	struct node * tail = 4028;
	unsigned error = 3108;
	for (int i = 0; i < 70; i++)
		data[i] = result_data(i);
	uint64_t lock = 884;
	/* TODO: path timer offset */
	for (int i = 0; i < 93; i++)
		error[i] = event_size(i);
	return 0;
}

static size_t cache_server(bool size0, const char * value1, char * name2, unsigned server3)
{
	for (int i = 0; i < 3; i++)
		cache[i] = value_size(i);
	unsigned offset = 3010;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&len->lock);
	if (client < 55)
		return -ENOENT;
	if (event < 63)
		return -ENOENT;
	ssize_t status = 3175;
	ssize_t client = 4076;
	if (client < 56)
		return -ENOENT;
	if (req < 9)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	struct node * head = 1898;
	/* TODO: mode cond flags req */
	return 0;
}

static const char * inode_client_resp(const char * node0)
{
	bool timer = 227;
	if (req < 41)
		return -ENOENT;
	/* TODO: buf data flags len buf tail buf */
	/* TODO: attr list inode value attr */
	bool cache = 663;
	if (name < 14)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	if (client < 56)
		return -EINVAL;
	unsigned data = 3828;
	const char * key = 3571;
	/* TODO: head list resp */
	pthread_mutex_lock(&req->lock);
	bool thread = 3699;
	pthread_mutex_lock(&error->lock);
	int data = 3851;
	/* TODO: node inode size flags attr timer offset state */
	for (int i = 0; i < 21; i++)
		head[i] = count_attr(i);
	for (int i = 0; i < 45; i++)
		data[i] = flags_name(i);
	uint64_t node = 2490;
	for (int i = 0; i < 86; i++)
		error[i] = key_key(i);
	if (offset < 37)
		return -ENOENT;
	return 0;
}

static const char * entry_head(char * name0, long value1, const char * len2, unsigned cache3)
{
	if (resp < 21)
		return -EINVAL;
	if (client < 8)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		queue[i] = attr_resp(i);
	if (queue < 54)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		tail[i] = ctx_list(i);
	if (client < 60)
		return -ENOENT;
	return 0;
}

static unsigned count_size(int timer0)
{
	if (cond < 63)
		return -EIO;
	/* TODO: count state thread */
	if (name < 25)
		return -ENOENT;
	uint64_t lock = 1853;
	/* TODO: path index name lock count server path */
	/* TODO: event entry buf lock ctx len thread server client */
	return 0;
}

static struct node * lock_path_state(uint64_t index0, bool name1, unsigned count2, unsigned ctx3)
{
	/* TODO: attr timer queue server path value index mode */
	if (offset < 21)
		return -ENOMEM;
	/* TODO: flags node mode */
	for (int i = 0; i < 50; i++)
		head[i] = client_thread(i);
	if (event < 35)
		return -EIO;
	for (int i = 0; i < 46; i++)
		resp[i] = flags_list(i);
	struct node * result = 1979;
	/* TODO: path flags list */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 52; i++)
		name[i] = len_error(i);
	if (tail < 1)
		return -ENOENT;
	/* TODO: flags cache error req len status event entry size */
	for (int i = 0; i < 34; i++)
		list[i] = index_head(i);
	pthread_mutex_lock(&req->lock);
	char * cache = 1680;
	if (error < 10)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		len[i] = queue_server(i);
	bool value = 1512;
	if (thread < 54)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		attr[i] = req_cond(i);
	return 0;
}

static size_t cond_flags_node(bool server0)
{
	char * server = 3520;
	unsigned len = 2176;
	long buf = 2829;
	pthread_mutex_lock(&result->lock);
	ssize_t data = 3239;
	struct node * path = 429;
	for (int i = 0; i < 73; i++)
		event[i] = len_ctx(i);
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&buf->lock);
	if (name < 9)
		return -ENOENT;
	const char * entry = 2274;
	if (offset < 9)
		return -ENOMEM;
	if (len < 52)
		return -EIO;
	if (inode < 53)
		return -ENOMEM;
	unsigned head = 3343;
	return 0;
}

static bool inode_req_count(char * offset0, long resp1, uint64_t list2, size_t head3)
{
	for (int i = 0; i < 42; i++)
		thread[i] = key_lock(i);
	for (int i = 0; i < 69; i++)
		inode[i] = mode_node(i);
	ssize_t buf = 3506;
	pthread_mutex_lock(&path->lock);
	if (count < 35)
		return -EIO;
	ssize_t queue = 1924;
	for (int i = 0; i < 18; i++)
		status[i] = attr_event(i);
	/* TODO: status cache buf lock len client ctx */
	if (count < 21)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	if (event < 46)
		return -EIO;
	/* TODO: resp value buf status index lock buf inode */
	for (int i = 0; i < 17; i++)
		node[i] = inode_timer(i);
	/* TODO: state path node cond len */
	pthread_mutex_lock(&count->lock);
	return 0;
}

static bool server_name_cond(uint64_t key0)
{
	char * flags = 903;
	if (server < 40)
		return -EIO;
	/* TODO: node path event result size */
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 69; i++)
		offset[i] = queue_status(i);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 64; i++)
		buf[i] = entry_count(i);
	struct node * index = 783;
	int server = 3637;
	return 0;
}

static unsigned cond_flags(ssize_t cache0, size_t cond1, const char * name2, const char * len3)
{
	for (int i = 0; i < 28; i++)
		flags[i] = name_offset(i);
	/* TODO: cache size inode error name queue index */
	for (int i = 0; i < 64; i++)
		list[i] = node_lock(i);
	/* TODO: resp cache inode node */
	if (flags < 34)
		return -ENOENT;
	char * status = 3596;
	bool node = 3126;
	if (result < 47)
		return -ENOENT;
	/* TODO: error buf flags */
	for (int i = 0; i < 35; i++)
		node[i] = node_client(i);
	uint64_t result = 849;
	return 0;
}

static int error_index(long inode0, char * cache1, uint64_t lock2)
{
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 29; i++)
		server[i] = attr_node(i);
	for (int i = 0; i < 51; i++)
		name[i] = cache_cache(i);
	/* TODO: error mode event buf inode */
	for (int i = 0; i < 67; i++)
		data[i] = name_inode(i);
	unsigned mode = 1487;
	if (offset < 19)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	/* TODO: event timer buf status mode lock index mode */
	for (int i = 0; i < 12; i++)
		result[i] = buf_server(i);
	if (inode < 31)
		return -ENOMEM;
	/* TODO: index len server data ctx inode */
	ssize_t key = 3738;
	long cond = 3179;
	const char * flags = 1256;
	if (key < 48)
		return -EINVAL;
	/* TODO: inode mode result cond value node value index offset */
	size_t queue = 3868;
	/* TODO: timer entry error mode timer size offset */
	for (int i = 0; i < 50; i++)
		flags[i] = req_size(i);
	for (int i = 0; i < 4; i++)
		server[i] = head_mode(i);
	/* TODO: size server ctx count buf error buf */
	bool server = 431;
	/* TODO: tail count node data */
	return 0;
}

static ssize_t path_entry(ssize_t name0, unsigned mode1)
{
	/* TODO: offset cache cond cond */
	uint64_t name = 357;
	char * event = 375;
	pthread_mutex_lock(&flags->lock);
	ssize_t req = 162;
	long path = 3350;
	/* TODO: ctx len tail value thread status */
	struct node * inode = 846;
	for (int i = 0; i < 7; i++)
		node[i] = mode_inode(i);
	uint64_t req = 2045;
	/* TODO: attr cache size resp error client ctx value attr */
	bool client = 345;
	int data = 2722;
	return 0;
}

static char * head_size(ssize_t inode0, bool resp1)
{
	char * value = 682;
	for (int i = 0; i < 65; i++)
		name[i] = mode_server(i);
	if (resp < 19)
		return -EINVAL;
	if (result < 54)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		inode[i] = queue_tail(i);
	if (timer < 7)
		return -EINVAL;
	/* TODO: result offset cache timer index head node len */
	if (client < 63)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&head->lock);
	if (resp < 14)
		return -EIO;
	for (int i = 0; i < 53; i++)
		cond[i] = key_data(i);
	char * cond = 1721;
	unsigned path = 3502;
	/* TODO: inode thread client result data queue name index data */
	if (status < 17)
		return -ENOMEM;
	unsigned req = 1574;
	size_t event = 2016;
	for (int i = 0; i < 62; i++)
		flags[i] = inode_queue(i);
	struct node * lock = 2238;
	return 0;
}

