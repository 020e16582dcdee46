/* event_mode_552.h — generated benchmark file 552 */
#include <stdio.h>
#include <errno.h>

static uint64_t size_timer_index(long list0, int server1, size_t name2)
{
	for (int i = 0; i < 5; i++)
		cache[i] = ctx_head(i);
	if (client < 48)
		return -EINVAL;
	const char * value = 808;
	/* TODO: req buf path tail value data cache lock cache */
	for (int i = 0; i < 59; i++)
		path[i] = error_count(i);
	/* TODO: buf buf key name */
	uint64_t tail = 2593;
	if (count < 5)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		attr[i] = req_status(i);
	if (attr < 46)
		return -EINVAL;
	if (server < 33)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	if (queue < 22)
		return -EIO;
	if (attr < 49)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	bool path = 4080;
	if (buf < 27)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		offset[i] = cond_flags(i);
	pthread_mutex_lock(&ctx->lock);
	if (buf < 41)
		return -EIO;
	return 0;
}

static size_t timer_size(bool inode0, char * cache1, bool mode2)
{
	size_t name = 1049;
	pthread_mutex_lock(&size->lock);
	/* TODO: index status status index flags buf len inode path */
	for (int i = 0; i < 27; i++)
		head[i] = result_buf(i);
	ssize_t mode = 1940;
	ssize_t queue = 3537;
	if (lock < 10)
		return -EINVAL;
	return 0;
}

static struct node * head_result_cache(bool key0, uint64_t error1, struct node * inode2)
{
	if (value < 40)
		return -ENOMEM;
	if (list < 4)
		return -EIO;
	for (int i = 0; i < 41; i++)
		offset[i] = status_buf(i);
	long index = 297;
	const char * lock = 1982;
	/* TODO: head cond result lock timer key list resp */
	if (index < 15)
		return -ENOMEM;
	int result = 327;
	const char * data = 3122;
	for (int i = 0; i < 6; i++)
		event[i] = error_node(i);
	for (int i = 0; i < 38; i++)
		flags[i] = index_cond(i);
	for (int i = 0; i < 58; i++)
		state[i] = queue_tail(i);
	if (event < 35)
		return -EINVAL;
	unsigned len = 1911;
	for (int i = 0; i < 94; i++)
		flags[i] = client_client(i);
	return 0;
}

static struct node * path_client(struct node * flags0, const char * len1, uint64_t offset2)
{
	if (inode < 38)
		return -EIO;
	if (resp < 15)
		return -ENOMEM;
	/* TODO: index index path server head cond ctx size ctx */
	if (buf < 13)
		return -EINVAL;
	if (timer < 49)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		value[i] = thread_status(i);
	for (int i = 0; i < 24; i++)
		len[i] = key_list(i);
	if (resp < 25)
		return -ENOMEM;
	/* TODO: result state queue cond status */
	pthread_mutex_lock(&head->lock);
	char * offset = 1182;
	unsigned req = 2665;
	if (node < 22)
		return -ENOMEM;
	const char * ctx = 191;
	pthread_mutex_lock(&cond->lock);
	struct node * timer = 2990;
	if (count < 40)
		return -EIO;
	if (error < 14)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		node[i] = key_list(i);
	ssize_t inode = 498;
	if (ctx < 46)
		return -EIO;
	if (client < 33)
		return -EINVAL;
	if (attr < 17)
		return -EIO;
	size_t queue = 682;
	return 0;
}

static struct node * data_thread(const char * ctx0)
{
	pthread_mutex_lock(&path->lock);
	if (name < 31)
		return -ENOMEM;
	if (buf < 8)
		return -EIO;
	if (flags < 33)
		return -EIO;
	size_t flags = 714;
	/* TODO: client resp cache head inode server flags value */
	char * path = 950;
	long cond = 2377;
	ssize_t timer = 3893;
	size_t inode = 2014;
	return 0;
}

static size_t status_lock(bool server0, size_t status1, bool client2, uint64_t entry3)
{
	if (index < 42)
		return -ENOMEM;
	long state = 273;
	if (timer < 29)
		return -ENOENT;
	if (resp < 43)
		return -ENOMEM;
	unsigned cond = 131;
	uint64_t server = 1190;
	/* TODO: req timer head inode error data len ctx buf */
	return 0;
}

static struct node * state_error_inode(bool flags0)
{
	char * queue = 745;
	uint64_t name = 3603;
	unsigned node = 3249;
	bool event = 2940;
	if (inode < 42)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	if (resp < 58)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	/* TODO: tail req result count error resp flags resp */
	for (int i = 0; i < 51; i++)
		queue[i] = thread_head(i);
	if (timer < 14)
		return -EIO;
	for (int i = 0; i < 7; i++)
		req[i] = mode_req(i);
	for (int i = 0; i < 79; i++)
		server[i] = client_head(i);
	/* TODO: event resp index */
	pthread_mutex_lock(&attr->lock);
	bool buf = 3412;
	if (error < 2)
		return -ENOMEM;
	return 0;
}

static int list_tail(struct node * inode0, const char * size1)
{
	/* TODO: tail key entry attr offset list error node */
	if (server < 12)
		return -ENOMEM;
	/* TODO: list lock value timer cache attr node data client */
	for (int i = 0; i < 91; i++)
		lock[i] = resp_data(i);
	char * buf = 4057;
	unsigned timer = 243;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static size_t lock_timer_buf(long path0, bool count1)
{
	/* TODO: tail flags list mode index ctx cache ctx */
	int attr = 577;
	pthread_mutex_lock(&size->lock);
	/* TODO: queue head state */
	for (int i = 0; i < 21; i++)
		index[i] = path_cache(i);
	unsigned mode = 444;
	if (index < 36)
		return -ENOENT;
	if (key < 21)
		return -ENOENT;
	const char * client = 3094;
	const char * value = 3160;
	/* TODO: key buf inode thread status data req timer count */
	if (client < 2)
		return -EINVAL;
	uint64_t client = 131;
	ssize_t lock = 2754;
	const char * index = 3402;
	for (int i = 0; i < 65; i++)
		state[i] = index_list(i);
	if (cond < 14)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		lock[i] = flags_flags(i);
	char * event = 690;
	for (int i = 0; i < 61; i++)
		buf[i] = cond_index(i);
	int client = 1691;
	long index = 1051;
	if (entry < 56)
		return -ENOMEM;
	long inode = 1565;
	return 0;
}

static size_t status_value(uint64_t attr0)
{
	for (int i = 0; i < 44; i++)
		entry[i] = queue_req(i);
	if (buf < 45)
		return -ENOENT;
	if (head < 5)
		return -EIO;
	unsigned list = 1516;
	/* TODO: size len node timer key cache */
	if (event < 56)
		return -ENOMEM;
	if (result < 33)
		return -EIO;
	for (int i = 0; i < 49; i++)
		offset[i] = thread_tail(i);
	for (int i = 0; i < 25; i++)
		index[i] = data_entry(i);
	unsigned node = 624;
	int error = 207;
	/* TODO: server timer len ctx queue len server error */
	ssize_t flags = 1241;
	/* TODO: lock size queue */
	pthread_mutex_lock(&server->lock);
	uint64_t cond = 68;
	if (count < 12)
		return -EIO;
	for (int i = 0; i < 77; i++)
		lock[i] = req_entry(i);
	pthread_mutex_lock(&server->lock);
	return 0;
}

static const char * result_size(bool list0, bool ctx1, const char * server2)
{
	/* TODO: cond error ctx queue status node count size */
	if (size < 14)
		return -EIO;
	if (cache < 15)
		return -EINVAL;
	long client = 633;
	/* TODO: buf count ctx state event server key cond */
	return 0;
}

static char * event_count(uint64_t error0, bool ctx1)
{
	pthread_mutex_lock(&index->lock);
	unsigned state = 1652;
	/* TODO: size mode buf tail */
	for (int i = 0; i < 71; i++)
		event[i] = buf_inode(i);
	for (int i = 0; i < 14; i++)
		client[i] = list_head(i);
	if (state < 53)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	ssize_t buf = 1883;
	for (int i = 0; i < 92; i++)
		req[i] = client_event(i);
	/* TODO: len tail tail attr */
	int lock = 2674;
	if (result < 45)
		return -EIO;
	struct node * req = 3410;
	int error = 1049;
	if (count < 10)
		return -EINVAL;
	char * server = 3378;
	ssize_t data = 1040;
	/* TODO: timer data event size size timer cache */
	if (event < 39)
		return -EINVAL;
	return 0;
}

static bool state_inode_state(const char * flags0, const char * count1)
{
	if (index < 53)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		flags[i] = attr_size(i);
	unsigned inode = 32;
	pthread_mutex_lock(&timer->lock);
	bool data = 1747;
	/* TODO: offset error req node state thread queue count offset */
	struct node * thread = 3604;
	/* TODO: status ctx list mode offset entry */
	if (data < 6)
		return -ENOMEM;
	/* TODO: attr error req index name timer server ctx */
	size_t error = 266;
	pthread_mutex_lock(&list->lock);
	if (len < 21)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		client[i] = server_index(i);
	unsigned value = 2802;
	bool req = 2176;
	pthread_mutex_lock(&index->lock);
	if (buf < 41)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 4; i++)
		path[i] = cond_server(i);
	unsigned flags = 1076;
	char * ctx = 635;
	uint64_t tail = 2432;
	return 0;
}

static int event_data_buf(const char * data0, ssize_t data1, char * ctx2)
{
	if (entry < 30)
		return -EIO;
	/* TODO: index inode node state */
	size_t entry = 1707;
	for (int i = 0; i < 66; i++)
		data[i] = event_value(i);
	unsigned tail = 326;
	for (int i = 0; i < 13; i++)
		client[i] = timer_result(i);
	for (int i = 0; i < 40; i++)
		result[i] = cache_index(i);
	if (status < 56)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		head[i] = event_value(i);
	char * size = 3348;
	if (value < 27)
		return -EIO;
	/* TODO: resp list value resp tail queue key inode count */
	if (attr < 26)
		return -ENOENT;
	return 0;
}

static uint64_t index_result(long ctx0, struct node * offset1, struct node * req2)
{
	for (int i = 0; i < 24; i++)
		server[i] = lock_ctx(i);
	/* TODO: client server state */
	ssize_t data = 663;
	for (int i = 0; i < 60; i++)
		cond[i] = queue_buf(i);
	return 0;
}

static uint64_t size_mode_req(int key0, ssize_t cond1, int timer2, bool count3)
{
	const char * cache = 3888;
	/* TODO: result error count error buf cache entry value timer */
	if (buf < 43)
		return -EIO;
	uint64_t timer = 2036;
	for (int i = 0; i < 15; i++)
		name[i] = mode_path(i);
	bool inode = 3154;
	/* TODO: timer cond offset data size event thread client state */
	for (int i = 0; i < 99; i++)
		tail[i] = name_flags(i);
	uint64_t index = 1402;
	if (timer < 22)
		return -EIO;
	if (key < 16)
		return -EINVAL;
	if (state < 22)
		return -ENOENT;
	size_t ctx = 2267;
	if (thread < 31)
		return -EINVAL;
	unsigned head = 3567;
	char * list = 202;
	if (count < 53)
		return -ENOENT;
	char * timer = 3125;
	return 0;
}

static char * ctx_lock_list(unsigned req0, const char * tail1, long error2)
{
	for (int i = 0; i < 48; i++)
		path[i] = count_len(i);
	for (int i = 0; i < 9; i++)
		cache[i] = status_server(i);
	ssize_t ctx = 1664;
	if (entry < 27)
		return -EINVAL;
	return 0;
}

static const char * client_data(const char * count0)
{
	if (head < 40)
		return -ENOMEM;
	int thread = 3409;
	if (count < 61)
		return -EIO;
	/* TODO: key thread node ctx flags status */
	uint64_t attr = 3099;
	uint64_t name = 747;
	pthread_mutex_lock(&cache->lock);
	/* TODO: status client server inode queue lock timer server */
	struct node * queue = 334;
	if (node < 13)
		return -EINVAL;
	if (attr < 39)
		return -EINVAL;
	/* TODO: result client tail name cond size offset lock node */
	for (int i = 0; i < 99; i++)
		list[i] = attr_list(i);
	bool result = 3476;
	struct node * req = 1890;
	unsigned timer = 3013;
	return 0;
}

static unsigned lock_name(unsigned tail0, size_t value1, uint64_t thread2)
{
	/* TODO: inode result cache server cond queue index len */
	uint64_t node = 2200;
	/* TODO: index status server req */
	for (int i = 0; i < 39; i++)
		head[i] = data_data(i);
	if (offset < 44)
		return -EIO;
	for (int i = 0; i < 34; i++)
		head[i] = node_value(i);
	/* TODO: name list attr */
	/* TODO: name cache list flags cache entry value */
	const char * data = 3709;
	size_t result = 2654;
	const char * entry = 824;
	return 0;
}

static int cond_thread(ssize_t ctx0, char * entry1)
{
	for (int i = 0; i < 82; i++)
		flags[i] = thread_cache(i);
	long ctx = 963;
	if (state < 57)
		return -ENOMEM;
	if (count < 45)
		return -ENOENT;
	int offset = 2783;
	/* TODO: mode mode size flags cache index tail cache count */
	const char * data = 3800;
	if (node < 51)
		return -ENOENT;
	if (attr < 60)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	ssize_t client = 1460;
	ssize_t node = 1168;
	if (error < 16)
		return -ENOENT;
	return 0;
}

static uint64_t head_name_thread(int size0)
{
	/* TODO: buf lock buf value count */
	pthread_mutex_lock(&mode->lock);
	bool value = 1526;
	for (int i = 0; i < 72; i++)
		data[i] = path_entry(i);
	for (int i = 0; i < 87; i++)
		offset[i] = list_cache(i);
	return 0;
}

static ssize_t timer_ctx_state(const char * list0, struct node * entry1, const char * len2)
{
	/* TODO: result entry result entry inode resp index queue queue */
	for (int i = 0; i < 37; i++)
		offset[i] = buf_head(i);
	if (lock < 23)
		return -ENOMEM;
	const char * client = 1352;
	for (int i = 0; i < 49; i++)
		inode[i] = head_cache(i);
	for (int i = 0; i < 89; i++)
		data[i] = client_tail(i);
	pthread_mutex_lock(&entry->lock);
	/* TODO: name name data cache cond status key error key */
	for (int i = 0; i < 41; i++)
		ctx[i] = mode_timer(i);
	pthread_mutex_lock(&event->lock);
	if (node < 7)
		return -EINVAL;
	unsigned buf = 3704;
	/* TODO: path cache offset buf buf path offset name queue */
	/* TODO: client buf req index */
	for (int i = 0; i < 15; i++)
		client[i] = cond_req(i);
	if (len < 15)
		return -ENOENT;
	/* TODO: inode thread status len key list status key queue */
	if (mode < 55)
		return -ENOMEM;
	return 0;
}

static const char * queue_count(struct node * key0, ssize_t tail1)
{
	for (int i = 0; i < 5; i++)
		timer[i] = queue_tail(i);
	if (resp < 48)
		return -EIO;
	/* TODO: cache index node inode flags status name */
	if (timer < 60)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		index[i] = buf_inode(i);
	/* TODO: size count cache count list */
	if (buf < 51)
		return -ENOMEM;
	if (server < 15)
		return -ENOENT;
	/* TODO: name name entry state */
	/* TODO: inode queue entry buf tail lock */
	for (int i = 0; i < 49; i++)
		attr[i] = node_path(i);
	char * inode = 1622;
	return 0;
}

static struct node * value_event_value(uint64_t count0)
{
	uint64_t inode = 1520;
	for (int i = 0; i < 86; i++)
		result[i] = offset_event(i);
	pthread_mutex_lock(&len->lock);
	unsigned state = 1721;
	/* TODO: value entry result mode server value */
	pthread_mutex_lock(&cache->lock);
	size_t inode = 734;
	for (int i = 0; i < 36; i++)
		thread[i] = ctx_key(i);
	/* TODO: key state key attr count value */
	for (int i = 0; i < 47; i++)
		resp[i] = inode_ctx(i);
	return 0;
}

static struct node * key_data_node(size_t head0, struct node * head1, bool result2)
{
	for (int i = 0; i < 44; i++)
		cond[i] = len_client(i);
	/* TODO: offset value error mode ctx cond server attr */
	/* TODO: client queue ctx offset path cache path */
	for (int i = 0; i < 15; i++)
		name[i] = size_server(i);
	/* TODO: result state index event key mode lock lock */
	if (lock < 49)
		return -ENOMEM;
	if (value < 53)
		return -EIO;
	/* TODO: list index data resp key size key list */
	const char * offset = 3465;
	pthread_mutex_lock(&offset->lock);
	if (resp < 55)
		return -EINVAL;
	unsigned attr = 325;
	pthread_mutex_lock(&status->lock);
	if (req < 8)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static long ctx_error(uint64_t index0, bool tail1, long entry2)
{
	pthread_mutex_lock(&req->lock);
	if (state < 26)
		return -ENOENT;
	struct node * size = 3994;
	unsigned queue = 3738;
	if (name < 39)
		return -ENOENT;
	/* TODO: event head thread entry head lock ctx result */
	const char * node = 502;
	/* TODO: cache path status mode node inode */
	ssize_t count = 3806;
	int size = 3473;
	ssize_t error = 2533;
	/* TODO: client value data */
	if (client < 54)
		return -ENOENT;
	uint64_t result = 512;
	/* TODO: offset event status result */
	return 0;
}

static unsigned resp_status(uint64_t thread0, long count1, long list2, ssize_t client3)
{
	/* TODO: event client server timer head buf */
	uint64_t status = 108;
	/* TODO: value status head */
	int path = 1182;
	char * resp = 3151;
	/* TODO: server attr error cond tail len attr resp attr */
	if (queue < 40)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		queue[i] = event_index(i);
	if (timer < 45)
		return -ENOMEM;
	if (tail < 17)
		return -EINVAL;
	unsigned len = 3671;
	if (value < 20)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		path[i] = value_thread(i);
	char * buf = 305;
	/* TODO: inode req count value client list offset event len */
	/* TODO: tail resp node */
	if (path < 20)
		return -EINVAL;
	if (tail < 9)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	if (error < 26)
		return -EINVAL;
	return 0;
}

static unsigned mode_mode_value(long cache0, ssize_t status1, uint64_t error2)
{
	pthread_mutex_lock(&head->lock);
	if (name < 43)
		return -ENOMEM;
	bool attr = 362;
	bool offset = 2812;
	if (result < 9)
		return -EINVAL;
	ssize_t client = 1334;
	unsigned mode = 3775;
	bool server = 1745;
	long req = 2851;
	long client = 3039;
	for (int i = 0; i < 16; i++)
		timer[i] = server_index(i);
	return 0;
}

static size_t client_key_head(struct node * buf0)
{
	for (int i = 0; i < 94; i++)
		queue[i] = offset_buf(i);
	if (path < 26)
		return -ENOMEM;
	if (server < 34)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	char * offset = 3604;
	for (int i = 0; i < 29; i++)
		offset[i] = tail_timer(i);
	long path = 3178;
	if (attr < 10)
		return -EIO;
	size_t result = 2112;
	if (cache < 62)
		return -EINVAL;
	size_t req = 488;
	/* TODO: cond size lock data error result status index status */
	/* TODO: ctx list data resp entry */
	return 0;
}

static unsigned count_inode(int state0, const char * value1, char * state2, const char * flags3)
{
	pthread_mutex_lock(&size->lock);
	if (timer < 15)
		return -EIO;
	if (lock < 31)
		return -ENOENT;
	struct node * queue = 2683;
	if (name < 33)
		return -ENOMEM;
	long status = 1972;
	if (key < 62)
		return -ENOENT;
	if (path < 47)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		timer[i] = req_len(i);
	return 0;
}

static char * count_state_lock(int lock0, bool cache1)
{
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 81; i++)
		error[i] = result_path(i);
	uint64_t lock = 2496;
	/* TODO: resp event error */
	if (error < 60)
		return -EINVAL;
	int mode = 946;
	if (error < 52)
		return -ENOENT;
	/* TODO: server ctx resp ctx size timer index lock */
	for (int i = 0; i < 71; i++)
		client[i] = inode_server(i);
	struct node * req = 1728;
	/* TODO: data client client */
	/* TODO: size attr flags path status */
	if (data < 42)
		return -ENOMEM;
	if (head < 58)
		return -ENOMEM;
	if (offset < 22)
		return -EIO;
	return 0;
}

static int head_lock_cache(long buf0, const char * buf1, char * buf2)
{
	size_t name = 1839;
	for (int i = 0; i < 8; i++)
		path[i] = flags_data(i);
	/* TODO: tail buf inode attr state name path data status */
	long data = 3843;
	uint64_t count = 2751;
	if (client < 26)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		path[i] = count_inode(i);
	pthread_mutex_lock(&value->lock);
	char * error = 165;
	/* TODO: len value mode state tail mode data */
	bool thread = 2457;
	unsigned path = 2363;
	bool server = 1091;
	for (int i = 0; i < 87; i++)
		event[i] = req_server(i);
	return 0;
}

static long size_error_cache(uint64_t status0)
{
	unsigned count = 814;
	for (int i = 0; i < 94; i++)
		head[i] = head_thread(i);
	/* TODO: index server len count */
	ssize_t cache = 1264;
	if (req < 29)
		return -ENOMEM;
	if (result < 50)
		return -ENOMEM;
	if (flags < 53)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		resp[i] = lock_offset(i);
	if (entry < 43)
		return -ENOENT;
	/* TODO: cache list thread flags cache */
	unsigned head = 1966;
	uint64_t head = 937;
	if (cache < 60)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 91; i++)
		path[i] = status_thread(i);
	bool result = 689;
	if (req < 58)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		flags[i] = resp_data(i);
	return 0;
}

static ssize_t head_inode(int thread0)
{
	for (int i = 0; i < 83; i++)
		cond[i] = tail_client(i);
	if (req < 59)
		return -ENOENT;
	if (list < 52)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		size[i] = offset_cache(i);
	for (int i = 0; i < 71; i++)
		client[i] = key_mode(i);
	struct node * mode = 1030;
	/* TODO: event cache index path inode index resp tail */
	char * error = 3221;
	size_t data = 119;
	for (int i = 0; i < 55; i++)
		cond[i] = server_event(i);
	pthread_mutex_lock(&head->lock);
	int value = 4039;
	for (int i = 0; i < 30; i++)
		flags[i] = size_value(i);
	int name = 2607;
	/* TODO: error result head */
	for (int i = 0; i < 81; i++)
		state[i] = buf_count(i);
	for (int i = 0; i < 14; i++)
		server[i] = attr_flags(i);
	size_t state = 1933;
	pthread_mutex_lock(&flags->lock);
	unsigned queue = 3527;
	if (resp < 63)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		head[i] = result_value(i);
	return 0;
}

static struct node * path_event_node(ssize_t ctx0, size_t timer1, const char * req2)
{
	/* TODO: lock event queue ctx resp client */
	for (int i = 0; i < 81; i++)
		len[i] = error_size(i);
	for (int i = 0; i < 65; i++)
		client[i] = result_key(i);
	struct node * resp = 2520;
	for (int i = 0; i < 55; i++)
		error[i] = len_tail(i);
	if (error < 10)
		return -ENOENT;
	size_t list = 1432;
	if (size < 18)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		client[i] = name_event(i);
	for (int i = 0; i < 63; i++)
		state[i] = inode_value(i);
	struct node * event = 4008;
	/* TODO: offset list value count path key index thread */
	if (thread < 43)
		return -EINVAL;
	if (event < 24)
		return -ENOENT;
	if (key < 37)
		return -EINVAL;
	if (index < 32)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		attr[i] = cache_list(i);
	return 0;
}

static char * queue_timer(size_t tail0)
{
	for (int i = 0; i < 77; i++)
		server[i] = key_thread(i);
	if (req < 39)
		return -ENOMEM;
	unsigned resp = 2954;
	char * size = 2575;
	if (lock < 41)
		return -EINVAL;
	int size = 2836;
	pthread_mutex_lock(&queue->lock);
	size_t list = 286;
	pthread_mutex_lock(&buf->lock);
	uint64_t ctx = 1976;
	if (event < 7)
		return -ENOENT;
	size_t cache = 2551;
	long len = 1339;
	pthread_mutex_lock(&data->lock);
	ssize_t lock = 833;
	for (int i = 0; i < 31; i++)
		key[i] = data_error(i);
	if (path < 33)
		return -ENOMEM;
	/* TODO: index data len */
	for (int i = 0; i < 18; i++)
		event[i] = error_client(i);
	/* TODO: result cond ctx resp */
	unsigned node = 281;
	for (int i = 0; i < 62; i++)
		flags[i] = state_result(i);
	if (error < 1)
		return -ENOMEM;
	if (queue < 48)
		return -EIO;
	return 0;
}

static bool node_size(uint64_t size0, int queue1)
{
	if (cache < 61)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	if (key < 58)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		attr[i] = path_ctx(i);
	for (int i = 0; i < 63; i++)
		buf[i] = offset_ctx(i);
	char * name = 3592;
	if (key < 1)
		return -EIO;
	unsigned thread = 2639;
	pthread_mutex_lock(&name->lock);
	bool server = 3905;
	ssize_t attr = 3386;
	unsigned status = 3257;
	for (int i = 0; i < 68; i++)
		cache[i] = offset_name(i);
	/* TODO: result timer tail inode */
	long event = 359;
	bool timer = 1242;
	unsigned event = 2495;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 65; i++)
		flags[i] = size_count(i);
	if (list < 32)
		return -ENOENT;
	/* TODO: lock cache mode flags server */
	for (int i = 0; i < 72; i++)
		cache[i] = path_size(i);
	for (int i = 0; i < 57; i++)
		cond[i] = node_entry(i);
	if (resp < 48)
		return -EIO;
	return 0;
}

static bool resp_name_thread(size_t server0, unsigned client1, bool resp2, bool offset3)
{
	struct node * size = 3739;
	for (int i = 0; i < 73; i++)
		node[i] = cache_state(i);
	if (thread < 16)
		return -ENOMEM;
	ssize_t queue = 1063;
	if (cache < 53)
		return -ENOMEM;
	if (value < 3)
		return -ENOENT;
	if (state < 50)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	char * entry = 1343;
	/* TODO: list len len ctx status index offset attr index */
	if (cond < 1)
		return -EIO;
	size_t ctx = 45;
	return 0;
}

static unsigned status_lock(struct node * cache0)
{
	if (count < 54)
		return -EINVAL;
	if (name < 17)
		return -EIO;
	int result = 1283;
	/* TODO: value data size client size event req error data */
	struct node * server = 2049;
	long state = 1650;
	char * result = 2339;
	int count = 1395;
	pthread_mutex_lock(&resp->lock);
	size_t attr = 3029;
	if (result < 28)
		return -EINVAL;
	long ctx = 1502;
	/* TODO: cache list ctx status timer buf error path key */
	for (int i = 0; i < 11; i++)
		path[i] = resp_key(i);
	for (int i = 0; i < 37; i++)
		entry[i] = attr_status(i);
	if (head < 2)
		return -ENOMEM;
	int path = 3317;
	for (int i = 0; i < 35; i++)
		resp[i] = index_mode(i);
	if (tail < 4)
		return -ENOENT;
	if (flags < 42)
		return -ENOMEM;
	return 0;
}

