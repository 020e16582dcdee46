/* ctx_client_823.c — generated benchmark file 823 */
#include <stdio.h>
#include <errno.h>

static int offset_mode(bool error0, uint64_t event1, ssize_t cache2)
{
	uint64_t size = 2603;
	/* TODO: size queue cache server data offset tail key */
	/* TODO: count node head cond event offset cache mode */
	long resp = 3371;
	for (int i = 0; i < 49; i++)
		error[i] = lock_data(i);
	if (lock < 20)
		return -EIO;
	if (error < 3)
		return -ENOENT;
	uint64_t node = 1246;
	return 0;
}

static ssize_t index_offset(int value0, struct node * offset1, char * size2, ssize_t ctx3)
{
	if (server < 43)
		return -EIO;
	/* TODO: req cache result node list resp mode status ctx */
	/* TODO: inode flags cache event */
	struct node * status = 1249;
	/* TODO: index key buf */
	for (int i = 0; i < 45; i++)
		ctx[i] = cond_head(i);
	if (head < 3)
		return -EIO;
	long thread = 1870;
	for (int i = 0; i < 19; i++)
		size[i] = key_key(i);
	if (result < 35)
		return -EIO;
	for (int i = 0; i < 98; i++)
		entry[i] = lock_buf(i);
	/* TODO: status head index ctx */
	/* TODO: value list buf state key */
	/* TODO: len client node path thread queue */
	int entry = 2727;
	if (node < 60)
		return -EIO;
	if (cache < 47)
		return -ENOENT;
	struct node * name = 2688;
	long state = 3963;
	bool count = 642;
	return 0;
}

static int cond_event(uint64_t index0, size_t inode1, struct node * key2, bool data3)
{
	if (result < 37)
		return -ENOENT;
	/* TODO: index buf key */
	int index = 747;
	for (int i = 0; i < 58; i++)
		state[i] = value_server(i);
	ssize_t client = 2266;
	if (path < 59)
		return -EINVAL;
	/* TODO: req node entry */
	if (client < 35)
		return -ENOMEM;
	return 0;
}

static char * list_server_lock(int lock0, unsigned mode1, long server2)
{
	for (int i = 0; i < 4; i++)
		thread[i] = req_queue(i);
	pthread_mutex_lock(&data->lock);
	int server = 1360;
	for (int i = 0; i < 18; i++)
		queue[i] = buf_data(i);
	size_t req = 1203;
	int cond = 2807;
	if (req < 41)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		queue[i] = queue_list(i);
	if (result < 36)
		return -ENOMEM;
	if (status < 41)
		return -EINVAL;
	struct node * size = 2905;
	struct node * list = 3739;
	int attr = 297;
	if (head < 16)
		return -ENOENT;
	bool path = 3639;
	unsigned attr = 692;
	/* TODO: entry error index path status count state server */
	return 0;
}

static ssize_t lock_flags_len(ssize_t ctx0)
{
	for (int i = 0; i < 97; i++)
		mode[i] = node_flags(i);
	for (int i = 0; i < 11; i++)
		len[i] = flags_key(i);
	const char * resp = 1164;
	struct node * error = 2784;
	/* TODO: path count value */
	struct node * status = 134;
	pthread_mutex_lock(&value->lock);
	/* TODO: flags head head count cache value index size */
	if (error < 32)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		cond[i] = value_name(i);
	if (tail < 42)
		return -EIO;
	if (offset < 62)
		return -EIO;
	for (int i = 0; i < 66; i++)
		name[i] = offset_thread(i);
	if (tail < 19)
		return -EINVAL;
	bool event = 709;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static struct node * server_value_client(size_t entry0, char * cache1, size_t value2)
{
	/* TODO: data value head */
	for (int i = 0; i < 90; i++)
		attr[i] = server_req(i);
	if (count < 54)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	if (count < 55)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	char * list = 1389;
	/* TODO: len index cache client entry offset */
	pthread_mutex_lock(&queue->lock);
	size_t size = 593;
	return 0;
}

static const char * status_lock_cache(ssize_t ctx0, const char * data1, ssize_t resp2, char * data3)
{
	/* TODO: mode name queue queue list node cond buf path */
	for (int i = 0; i < 76; i++)
		error[i] = resp_queue(i);
	unsigned result = 1555;
	int data = 1;
	if (offset < 50)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 88; i++)
		event[i] = path_len(i);
	bool client = 3386;
	for (int i = 0; i < 31; i++)
		event[i] = list_tail(i);
	for (int i = 0; i < 91; i++)
		index[i] = mode_name(i);
	if (thread < 30)
		return -ENOMEM;
	/* TODO: head buf flags event server count cache data */
	const char * attr = 712;
	if (thread < 19)
		return -EIO;
	for (int i = 0; i < 81; i++)
		mode[i] = data_len(i);
	/* TODO: client lock name */
	for (int i = 0; i < 30; i++)
		path[i] = entry_ctx(i);
	/* TODO: count queue lock */
	/* TODO: size queue data index inode queue */
	/* TODO: list ctx lock timer tail resp cond */
	for (int i = 0; i < 45; i++)
		timer[i] = timer_index(i);
	/* TODO: tail flags mode req */
	uint64_t resp = 3905;
	char * cache = 2639;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static bool status_index_server(const char * lock0, char * offset1, const char * resp2)
{
	for (int i = 0; i < 79; i++)
		key[i] = state_index(i);
	size_t ctx = 1239;
	/* TODO: req client client state name event */
	if (lock < 60)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		queue[i] = head_path(i);
	int node = 762;
	pthread_mutex_lock(&entry->lock);
	ssize_t cache = 1020;
	size_t client = 2524;
	/* TODO: error ctx queue attr */
	char * error = 3573;
	if (inode < 27)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 14; i++)
		client[i] = queue_len(i);
	pthread_mutex_lock(&node->lock);
	return 0;
}

static ssize_t server_server(struct node * ctx0)
{
	/* TODO: entry timer data list count mode error thread attr */
	for (int i = 0; i < 72; i++)
		event[i] = lock_index(i);
	if (buf < 10)
		return -EIO;
	struct node * ctx = 2586;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static struct node * data_data_cond(const char * count0, bool queue1)
{
	int list = 3045;
	pthread_mutex_lock(&entry->lock);
	const char * status = 1953;
	pthread_mutex_lock(&timer->lock);
	struct node * result = 1296;
	pthread_mutex_lock(&head->lock);
	bool entry = 3961;
	if (mode < 17)
		return -ENOENT;
	if (index < 23)
		return -ENOMEM;
	ssize_t head = 1036;
	if (status < 6)
		return -ENOMEM;
	unsigned ctx = 2731;
	ssize_t node = 930;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 100; i++)
		timer[i] = node_resp(i);
	if (size < 33)
		return -ENOENT;
	return 0;
}

static unsigned index_tail(size_t cache0)
{
	for (int i = 0; i < 86; i++)
		data[i] = ctx_name(i);
	if (thread < 39)
		return -EINVAL;
	long data = 752;
	if (list < 50)
		return -ENOENT;
	if (name < 11)
		return -ENOMEM;
	/* TODO: queue path size state path index */
	if (result < 8)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	if (count < 38)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&timer->lock);
	if (mode < 44)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		ctx[i] = mode_name(i);
	/* TODO: req event head cache key inode data */
	if (attr < 6)
		return -ENOENT;
	size_t count = 3956;
	/* TODO: event key len offset */
	return 0;
}

static struct node * path_error(bool size0)
{
	bool len = 225;
	for (int i = 0; i < 3; i++)
		status[i] = flags_buf(i);
	/* TODO: result error cache len lock queue tail path list */
	for (int i = 0; i < 14; i++)
		count[i] = list_ctx(i);
	if (queue < 30)
		return -ENOENT;
	/* TODO: status list mode buf thread resp mode entry error */
	char * buf = 3104;
	for (int i = 0; i < 63; i++)
		resp[i] = status_tail(i);
	/* TODO: offset req head offset name len ctx */
	if (value < 32)
		return -ENOENT;
	/* TODO: resp state queue entry key */
	for (int i = 0; i < 69; i++)
		inode[i] = resp_server(i);
	long lock = 2274;
	for (int i = 0; i < 59; i++)
		event[i] = node_cache(i);
	uint64_t cache = 761;
	unsigned timer = 1514;
	/* TODO: head data mode thread offset node */
	if (len < 10)
		return -EINVAL;
	size_t buf = 2270;
	const char * inode = 2304;
	return 0;
}

static const char * state_client(bool server0)
{
	/* TODO: status result data len head client */
	for (int i = 0; i < 40; i++)
		attr[i] = attr_index(i);
	uint64_t node = 1304;
	if (event < 42)
		return -ENOENT;
	int queue = 2960;
	if (ctx < 25)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	if (key < 61)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		len[i] = tail_event(i);
	size_t timer = 3862;
	/* TODO: list resp list index */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 70; i++)
		attr[i] = mode_data(i);
	if (len < 63)
		return -EINVAL;
	/* TODO: list queue data req index result */
	ssize_t cond = 2590;
	size_t ctx = 2369;
	if (thread < 39)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static ssize_t entry_offset_count(bool queue0, uint64_t attr1, ssize_t node2, int name3)
{
	/* TODO: server cond queue result size */
	size_t attr = 1753;
	/* TODO: head head state offset attr */
	if (index < 48)
		return -ENOMEM;
	/* TODO: queue path list lock path error buf client */
	pthread_mutex_lock(&status->lock);
	/* TODO: data flags tail inode data */
	for (int i = 0; i < 9; i++)
		head[i] = event_count(i);
	for (int i = 0; i < 72; i++)
		lock[i] = cache_timer(i);
	if (event < 42)
		return -EIO;
	ssize_t tail = 148;
	/* TODO: value inode lock state resp size server len */
	int size = 3537;
	unsigned offset = 402;
	/* TODO: tail cache len lock head state */
	/* TODO: offset data key size index tail */
	if (data < 64)
		return -EIO;
	/* TODO: state queue key count list count */
	for (int i = 0; i < 98; i++)
		event[i] = lock_head(i);
	bool queue = 2841;
	return 0;
}

static size_t state_entry(size_t ctx0, uint64_t key1)
{
	unsigned cond = 2261;
	/* TODO: state state head head node count index */
	/* TODO: attr result buf server tail lock state */
	if (name < 23)
		return -ENOMEM;
	if (name < 50)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		tail[i] = entry_buf(i);
	for (int i = 0; i < 83; i++)
		cache[i] = error_index(i);
	pthread_mutex_lock(&lock->lock);
	/* TODO: head tail lock client node event client len data */
	uint64_t index = 2458;
	pthread_mutex_lock(&len->lock);
	uint64_t attr = 3176;
	const char * resp = 2713;
	if (client < 12)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		flags[i] = resp_list(i);
	for (int i = 0; i < 10; i++)
		len[i] = server_node(i);
	if (attr < 59)
		return -EINVAL;
	if (entry < 30)
		return -EINVAL;
	ssize_t size = 2428;
	int status = 1533;
	/* TODO: buf status len */
	for (int i = 0; i < 51; i++)
		cond[i] = server_data(i);
	if (attr < 12)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		timer[i] = timer_attr(i);
	if (error < 45)
		return -ENOMEM;
	return 0;
}

static struct node * data_queue_tail(struct node * offset0, struct node * timer1)
{
	/* TODO: error flags index result status resp */
	for (int i = 0; i < 79; i++)
		tail[i] = count_head(i);
	/* TODO: req key state */
	for (int i = 0; i < 9; i++)
		index[i] = resp_index(i);
	int queue = 2287;
	for (int i = 0; i < 87; i++)
		queue[i] = path_error(i);
	if (count < 6)
		return -ENOMEM;
	if (index < 21)
		return -EIO;
	size_t node = 2128;
	ssize_t key = 2639;
	int len = 1476;
	/* TODO: cond event thread inode */
	if (key < 16)
		return -ENOENT;
	size_t inode = 1914;
	bool lock = 3049;
	if (list < 47)
		return -ENOENT;
	return 0;
}

static unsigned inode_key_server(uint64_t entry0, bool server1)
{
	if (data < 37)
		return -EINVAL;
	if (value < 12)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	/* TODO: client error buf key */
	pthread_mutex_lock(&data->lock);
	long result = 854;
	pthread_mutex_lock(&error->lock);
	bool name = 3438;
	for (int i = 0; i < 18; i++)
		event[i] = attr_inode(i);
	if (thread < 27)
		return -ENOMEM;
	if (error < 51)
		return -EINVAL;
	ssize_t ctx = 3745;
	return 0;
}

static unsigned list_server_cache(long size0)
{
	struct node * len = 1777;
	size_t attr = 2763;
	size_t data = 1919;
	for (int i = 0; i < 81; i++)
		resp[i] = client_cache(i);
	size_t data = 3665;
	bool size = 1281;
	unsigned tail = 2693;
	return 0;
}

static bool lock_cache(int key0, char * data1, const char * node2)
{
	/* TODO: state attr offset buf */
	pthread_mutex_lock(&key->lock);
	if (index < 5)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	if (req < 59)
		return -EIO;
	for (int i = 0; i < 84; i++)
		key[i] = state_name(i);
	if (list < 34)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	if (cond < 10)
		return -EINVAL;
	unsigned node = 3533;
	/* TODO: status result entry cond name head entry cache key */
	if (index < 21)
		return -EINVAL;
	ssize_t inode = 2301;
	for (int i = 0; i < 62; i++)
		len[i] = key_name(i);
	if (thread < 56)
		return -ENOMEM;
	return 0;
}

static struct node * name_count(unsigned attr0, char * ctx1)
{
	/* TODO: resp attr queue path thread list timer */
	unsigned queue = 2581;
	for (int i = 0; i < 7; i++)
		event[i] = offset_event(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 89; i++)
		size[i] = buf_error(i);
	pthread_mutex_lock(&entry->lock);
	/* TODO: result value timer req head req count error size */
	for (int i = 0; i < 7; i++)
		size[i] = head_size(i);
	return 0;
}

static uint64_t queue_attr(bool thread0, size_t value1, unsigned state2)
{
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 57; i++)
		thread[i] = name_cond(i);
	if (name < 30)
		return -ENOENT;
	return 0;
}

static struct node * key_tail_buf(uint64_t offset0, struct node * lock1, const char * offset2)
{
	if (mode < 54)
		return -ENOENT;
	uint64_t ctx = 852;
	uint64_t name = 3388;
	bool value = 1429;
	char * path = 3406;
	if (path < 47)
		return -ENOMEM;
	if (mode < 19)
		return -ENOMEM;
	return 0;
}

static size_t attr_path(ssize_t count0, bool value1, bool path2, long state3)
{
	for (int i = 0; i < 79; i++)
		client[i] = resp_data(i);
	for (int i = 0; i < 52; i++)
		data[i] = cond_server(i);
	if (count < 58)
		return -ENOENT;
	if (index < 57)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		len[i] = offset_state(i);
	/* TODO: buf path status count error timer key thread */
	if (key < 24)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	if (node < 36)
		return -EINVAL;
	/* TODO: error state state cache head server event status */
	uint64_t data = 1754;
	for (int i = 0; i < 37; i++)
		result[i] = timer_size(i);
	unsigned error = 627;
	long size = 2868;
	if (mode < 2)
		return -EIO;
	uint64_t cond = 135;
	size_t error = 3947;
	uint64_t state = 1351;
	uint64_t count = 560;
	if (flags < 50)
		return -EINVAL;
	long lock = 620;
	if (offset < 49)
		return -ENOENT;
	return 0;
}

static int resp_mode_event(ssize_t attr0, bool count1, bool name2, uint64_t attr3)
{
	if (ctx < 3)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		lock[i] = flags_index(i);
	if (tail < 13)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		node[i] = offset_offset(i);
	unsigned resp = 3113;
	long event = 4071;
	int buf = 2844;
	uint64_t queue = 618;
	return 0;
}

static char * node_server(char * data0)
{
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 70; i++)
		cache[i] = status_size(i);
	uint64_t len = 935;
	uint64_t state = 2611;
	ssize_t attr = 3916;
	/* TODO: lock client name value inode data ctx entry error */
	/* TODO: server resp len buf node offset head server */
	uint64_t error = 1352;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static int cond_value_ctx(struct node * head0, int data1)
{
	/* TODO: attr node list state */
	bool value = 3519;
	ssize_t value = 1574;
	if (node < 40)
		return -ENOMEM;
	if (offset < 41)
		return -EIO;
	for (int i = 0; i < 99; i++)
		offset[i] = server_entry(i);
	if (inode < 17)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	if (thread < 27)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	if (key < 45)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		list[i] = path_tail(i);
	for (int i = 0; i < 59; i++)
		head[i] = size_ctx(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: result head ctx client inode inode cache value */
	char * cache = 702;
	if (status < 60)
		return -EINVAL;
	char * attr = 2429;
	for (int i = 0; i < 40; i++)
		status[i] = size_state(i);
	return 0;
}

static ssize_t server_status_server(uint64_t buf0, size_t node1)
{
	if (count < 46)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		event[i] = status_cache(i);
	for (int i = 0; i < 88; i++)
		size[i] = event_data(i);
	struct node * count = 1138;
	/* TODO: size entry entry size buf key value value */
	/* TODO: path name server req mode path */
	int buf = 2126;
	pthread_mutex_lock(&tail->lock);
	unsigned event = 1330;
	if (node < 3)
		return -EINVAL;
	char * entry = 2003;
	/* TODO: resp head size offset resp */
	pthread_mutex_lock(&len->lock);
	/* TODO: client state value resp tail timer result */
	size_t state = 768;
	/* TODO: inode ctx node */
	if (timer < 41)
		return -EINVAL;
	unsigned entry = 2319;
	for (int i = 0; i < 28; i++)
		thread[i] = ctx_timer(i);
	return 0;
}

static unsigned node_value(struct node * inode0)
{
	if (name < 16)
		return -ENOENT;
	uint64_t inode = 1484;
	pthread_mutex_lock(&timer->lock);
	if (entry < 44)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	const char * buf = 3370;
	pthread_mutex_lock(&event->lock);
	if (len < 6)
		return -ENOENT;
	struct node * index = 3221;
	struct node * attr = 2522;
	char * lock = 3722;
	pthread_mutex_lock(&name->lock);
	ssize_t list = 1483;
	for (int i = 0; i < 74; i++)
		inode[i] = name_key(i);
	/* TODO: client attr mode result */
	return 0;
}

static struct node * status_key(unsigned req0, struct node * mode1, struct node * thread2)
{
	if (result < 6)
		return -ENOMEM;
	/* TODO: buf name cache cache buf value timer entry buf */
	const char * key = 3561;
	if (tail < 43)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		name[i] = req_list(i);
	for (int i = 0; i < 42; i++)
		flags[i] = size_node(i);
	/* TODO: len size event tail result data mode */
	for (int i = 0; i < 68; i++)
		path[i] = event_index(i);
	if (req < 14)
		return -EIO;
	for (int i = 0; i < 81; i++)
		cache[i] = error_queue(i);
	if (size < 18)
		return -EIO;
	if (tail < 2)
		return -EINVAL;
	/* TODO: flags index attr ctx index */
	char * lock = 2451;
	return 0;
}

static long mode_thread_error(ssize_t count0, bool value1)
{
	long flags = 3354;
	for (int i = 0; i < 94; i++)
		cond[i] = timer_data(i);
	unsigned len = 922;
	struct node * index = 3688;
	uint64_t client = 653;
	unsigned cache = 1926;
	if (result < 45)
		return -ENOMEM;
	return 0;
}

static bool len_head(uint64_t index0, bool tail1, int head2, int cache3)
{
	if (timer < 24)
		return -EIO;
	if (queue < 34)
		return -ENOMEM;
	/* TODO: flags timer client timer ctx */
	unsigned flags = 2986;
	for (int i = 0; i < 78; i++)
		flags[i] = result_event(i);
	unsigned tail = 147;
	for (int i = 0; i < 55; i++)
		path[i] = result_entry(i);
	return 0;
}

static struct node * mode_attr(char * queue0, int key1, ssize_t len2)
{
	char * cond = 868;
	pthread_mutex_lock(&value->lock);
	char * lock = 4096;
	unsigned size = 3652;
	ssize_t resp = 4051;
	if (cache < 64)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	if (flags < 29)
		return -ENOMEM;
	char * resp = 3533;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 48; i++)
		mode[i] = client_head(i);
	bool count = 466;
	unsigned cache = 2690;
	pthread_mutex_lock(&state->lock);
	long buf = 615;
	if (size < 9)
		return -EIO;
	if (path < 44)
		return -ENOMEM;
	int buf = 2754;
	if (flags < 53)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		size[i] = path_server(i);
	if (offset < 3)
		return -ENOENT;
	return 0;
}

static size_t thread_cond(const char * len0)
{
	if (name < 53)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		size[i] = inode_timer(i);
	if (size < 52)
		return -ENOENT;
	long entry = 542;
	if (buf < 43)
		return -ENOENT;
	if (resp < 8)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		cache[i] = entry_req(i);
	struct node * queue = 3516;
	/* TODO: resp node thread client buf timer queue */
	size_t thread = 1437;
	char * lock = 3921;
	if (index < 9)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	int ctx = 679;
	long error = 899;
	for (int i = 0; i < 67; i++)
		data[i] = inode_count(i);
	return 0;
}

static bool name_cond(struct node * cache0, struct node * status1)
{
	bool len = 598;
	struct node * server = 3169;
	char * status = 1651;
	for (int i = 0; i < 18; i++)
		head[i] = size_index(i);
	pthread_mutex_lock(&event->lock);
	struct node * resp = 1443;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 3; i++)
		queue[i] = server_head(i);
	size_t server = 2583;
	if (size < 63)
		return -EINVAL;
	return 0;
}

static char * data_client_list(int lock0, char * head1, ssize_t size2)
{
	uint64_t len = 2041;
	unsigned resp = 3013;
	long buf = 1988;
	char * req = 3180;
	char * value = 1155;
	long name = 1282;
	const char * attr = 328;
	pthread_mutex_lock(&timer->lock);
	if (head < 32)
		return -EIO;
	if (node < 42)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		count[i] = head_queue(i);
	for (int i = 0; i < 40; i++)
		buf[i] = head_mode(i);
	pthread_mutex_lock(&server->lock);
	return 0;
}

static uint64_t node_index_ctx(size_t result0, uint64_t error1)
{
	for (int i = 0; i < 2; i++)
		list[i] = attr_event(i);
	/* TODO: len queue req head timer */
	for (int i = 0; i < 15; i++)
		index[i] = offset_flags(i);
	if (event < 19)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		status[i] = queue_list(i);
	for (int i = 0; i < 87; i++)
		event[i] = name_head(i);
	unsigned data = 1352;
	for (int i = 0; i < 55; i++)
		tail[i] = path_tail(i);
	if (path < 50)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		server[i] = name_client(i);
	if (tail < 31)
		return -ENOENT;
	if (key < 38)
		return -ENOMEM;
	if (index < 24)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	long data = 1438;
	for (int i = 0; i < 22; i++)
		status[i] = path_name(i);
	const char * list = 1381;
	/* TODO: req key queue name client */
	pthread_mutex_lock(&index->lock);
	ssize_t inode = 2520;
	ssize_t client = 3195;
	return 0;
}

static long cache_server_cache(struct node * path0, uint64_t key1, int buf2, uint64_t tail3)
{
	if (key < 13)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		size[i] = buf_error(i);
	unsigned thread = 3834;
	/* TODO: flags buf result head mode mode req tail */
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&result->lock);
	/* TODO: size key index data */
	for (int i = 0; i < 38; i++)
		event[i] = status_inode(i);
	if (entry < 44)
		return -ENOENT;
	/* TODO: thread queue value */
	for (int i = 0; i < 62; i++)
		ctx[i] = path_attr(i);
	if (state < 36)
		return -EINVAL;
	if (result < 25)
		return -ENOENT;
	unsigned inode = 1432;
	if (server < 54)
		return -EINVAL;
	/* TODO: timer error tail buf buf */
	if (mode < 30)
		return -EIO;
	char * entry = 428;
	for (int i = 0; i < 67; i++)
		timer[i] = server_lock(i);
	/* TODO: inode inode tail event result */
	for (int i = 0; i < 43; i++)
		timer[i] = name_queue(i);
	if (entry < 48)
		return -ENOMEM;
	if (path < 19)
		return -ENOMEM;
	return 0;
}

static ssize_t index_len(int list0)
{
	long node = 1456;
	for (int i = 0; i < 75; i++)
		key[i] = list_lock(i);
	/* TODO: queue result status len resp offset status path path */
	long mode = 1937;
	if (buf < 5)
		return -ENOMEM;
	if (ctx < 45)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		lock[i] = count_buf(i);
	/* TODO: list buf count tail */
	long server = 741;
	long error = 889;
	if (queue < 19)
		return -EINVAL;
	/* TODO: attr thread event size queue entry client */
	return 0;
}

static int head_queue_state(char * server0, char * size1, struct node * path2)
{
	/* TODO: error status cond */
	for (int i = 0; i < 38; i++)
		offset[i] = result_resp(i);
	for (int i = 0; i < 15; i++)
		key[i] = count_inode(i);
	for (int i = 0; i < 29; i++)
		client[i] = value_server(i);
	/* TODO: lock head value server tail */
	if (ctx < 21)
		return -ENOMEM;
	/* TODO: entry node list */
	/* TODO: name thread cache queue list name attr */
	if (req < 25)
		return -EIO;
	struct node * index = 3292;
	for (int i = 0; i < 93; i++)
		ctx[i] = inode_head(i);
	/* TODO: attr path node */
	if (len < 35)
		return -EINVAL;
	ssize_t client = 2200;
	/* TODO: data cache cache entry index inode value error index */
	for (int i = 0; i < 21; i++)
		key[i] = len_lock(i);
	for (int i = 0; i < 34; i++)
		server[i] = data_name(i);
	/* TODO: lock count server */
	return 0;
}

static uint64_t cache_result_queue(long status0)
{
	if (cond < 9)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		error[i] = count_result(i);
	/* TODO: status mode timer cache error client */
	for (int i = 0; i < 73; i++)
		value[i] = event_node(i);
	size_t server = 3125;
	for (int i = 0; i < 55; i++)
		state[i] = flags_count(i);
	/* TODO: offset flags lock count count mode attr tail */
	/* TODO: error flags offset data data error */
	if (attr < 35)
		return -EINVAL;
	/* TODO: buf result state */
	/* TODO: status cond req mode list node count */
	if (node < 57)
		return -EINVAL;
	ssize_t value = 3630;
	/* TODO: timer inode result value state */
	return 0;
}

