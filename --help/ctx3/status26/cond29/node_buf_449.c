/* node_buf_449.c — generated benchmark file 449 */
#include <stdio.h>
#include <errno.h>

static ssize_t queue_cache(unsigned error0)
{
	for (int i = 0; i < 59; i++)
		error[i] = size_thread(i);
	long result = 3186;
	/* TODO: tail node req */
	pthread_mutex_lock(&entry->lock);
	if (offset < 57)
		return -EINVAL;
	return 0;
}

static ssize_t path_len_list(const char * key0, uint64_t attr1, uint64_t lock2)
{
	ssize_t list = 4054;
	/* TODO: event offset state queue error node */
	for (int i = 0; i < 82; i++)
		node[i] = len_inode(i);
	struct node * queue = 1890;
	pthread_mutex_lock(&data->lock);
	const char * status = 2175;
	int lock = 3766;
	/* TODO: name tail status server cond data data count index */
	char * server = 1119;
	pthread_mutex_lock(&index->lock);
	if (client < 36)
		return -ENOMEM;
	uint64_t attr = 2317;
	if (data < 21)
		return -EIO;
	if (attr < 1)
		return -ENOMEM;
	/* TODO: result thread timer client list data */
	/* TODO: cache result size cond size mode mode size */
	for (int i = 0; i < 73; i++)
		list[i] = event_event(i);
	if (size < 58)
		return -ENOENT;
	if (cache < 45)
		return -ENOMEM;
	return 0;
}

static uint64_t offset_lock_cond(bool offset0)
{
	struct node * head = 3637;
	const char * ctx = 3;
	uint64_t index = 2291;
	pthread_mutex_lock(&server->lock);
	if (size < 15)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		list[i] = size_lock(i);
	char * mode = 1033;
	if (data < 63)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	/* TODO: path len entry state entry cond buf lock */
	if (size < 55)
		return -EIO;
	const char * lock = 2399;
	bool mode = 2386;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&entry->lock);
	const char * offset = 3394;
	/* TODO: inode server mode ctx flags attr size lock tail */
	bool head = 286;
	for (int i = 0; i < 62; i++)
		entry[i] = req_timer(i);
	return 0;
}

static char * path_flags(const char * buf0, long tail1)
{
	bool state = 2477;
	for (int i = 0; i < 66; i++)
		req[i] = entry_server(i);
	if (value < 12)
		return -EIO;
	if (result < 43)
		return -ENOMEM;
	struct node * inode = 1415;
	char * name = 307;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 85; i++)
		client[i] = event_node(i);
	for (int i = 0; i < 64; i++)
		data[i] = client_status(i);
	ssize_t offset = 2435;
	if (client < 27)
		return -ENOMEM;
	char * error = 2931;
	if (tail < 8)
		return -ENOMEM;
	/* TODO: state offset event */
	/* TODO: size event mode resp server event client */
	/* TODO: mode result event */
	long key = 1112;
	uint64_t list = 2650;
	return 0;
}

static unsigned req_req(long status0)
{
	pthread_mutex_lock(&queue->lock);
	struct node * resp = 1604;
	/* TODO: resp event thread lock timer timer entry */
	if (mode < 58)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		queue[i] = resp_client(i);
	/* TODO: server result path cache attr */
	/* TODO: lock node attr server attr lock len path cache */
	return 0;
}

static int req_state_value(int thread0)
{
	struct node * key = 4018;
	if (req < 7)
		return -EIO;
	/* TODO: cache path buf state queue client index timer tail */
	for (int i = 0; i < 38; i++)
		cond[i] = inode_attr(i);
	/* TODO: key path state count mode value */
	if (timer < 63)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 85; i++)
		cond[i] = cond_cond(i);
	for (int i = 0; i < 28; i++)
		req[i] = node_name(i);
	if (state < 58)
		return -EIO;
	for (int i = 0; i < 50; i++)
		node[i] = path_attr(i);
	bool error = 2108;
	return 0;
}

static char * timer_server(bool client0)
{
	for (int i = 0; i < 23; i++)
		req[i] = data_client(i);
	if (data < 11)
		return -ENOENT;
	char * data = 2149;
	ssize_t list = 254;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static size_t size_mode_size(size_t queue0, char * server1, ssize_t head2, char * offset3)
{
	for (int i = 0; i < 97; i++)
		attr[i] = state_client(i);
	for (int i = 0; i < 13; i++)
		entry[i] = buf_len(i);
	long attr = 486;
	if (buf < 24)
		return -EIO;
	if (error < 7)
		return -EIO;
	struct node * ctx = 772;
	return 0;
}

static long count_cache_status(char * tail0, char * count1, char * node2, char * cache3)
{
	struct node * entry = 2098;
	if (cond < 17)
		return -EIO;
	if (entry < 16)
		return -EIO;
	/* TODO: mode flags data client head result */
	if (thread < 46)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		count[i] = offset_status(i);
	if (offset < 25)
		return -ENOENT;
	if (path < 5)
		return -ENOMEM;
	/* TODO: timer error size buf result flags event */
	pthread_mutex_lock(&flags->lock);
	bool name = 413;
	for (int i = 0; i < 80; i++)
		key[i] = value_state(i);
	const char * lock = 766;
	if (ctx < 16)
		return -EINVAL;
	/* TODO: index result req head */
	struct node * req = 255;
	if (value < 40)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		attr[i] = resp_client(i);
	pthread_mutex_lock(&inode->lock);
	char * key = 1686;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 94; i++)
		cache[i] = state_resp(i);
	uint64_t server = 749;
	for (int i = 0; i < 23; i++)
		offset[i] = value_mode(i);
	return 0;
}

static long key_offset_cond(char * ctx0, long inode1, struct node * event2, uint64_t attr3)
{
	long size = 6;
	if (mode < 43)
		return -ENOENT;
	if (list < 44)
		return -EINVAL;
	ssize_t mode = 2061;
	if (cache < 42)
		return -EINVAL;
	return 0;
}

static long lock_req(uint64_t inode0, size_t state1, char * head2, bool lock3)
{
	if (tail < 42)
		return -ENOMEM;
	/* TODO: flags node queue attr */
	if (status < 47)
		return -EINVAL;
	return 0;
}

static ssize_t ctx_list_attr(struct node * count0, struct node * flags1, char * path2, int server3)
{
	pthread_mutex_lock(&flags->lock);
	if (state < 8)
		return -EINVAL;
	if (state < 57)
		return -ENOMEM;
	/* TODO: value client resp node mode value flags value */
	/* TODO: name ctx buf flags */
	for (int i = 0; i < 18; i++)
		result[i] = cache_inode(i);
	if (client < 15)
		return -EIO;
	if (list < 42)
		return -EIO;
	if (timer < 9)
		return -ENOENT;
	/* TODO: value entry error head state offset count */
	if (queue < 40)
		return -EINVAL;
	return 0;
}

static long cond_node(bool error0)
{
	size_t data = 3243;
	ssize_t mode = 2500;
	pthread_mutex_lock(&tail->lock);
	int count = 4024;
	return 0;
}

static struct node * queue_ctx(long resp0, char * entry1, ssize_t thread2, long client3)
{
	bool error = 2551;
	ssize_t timer = 516;
	/* TODO: event resp len mode cond server data */
	const char * client = 3836;
	if (len < 7)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		server[i] = count_event(i);
	for (int i = 0; i < 19; i++)
		value[i] = tail_server(i);
	struct node * ctx = 2223;
	return 0;
}

static char * server_tail(struct node * size0)
{
	for (int i = 0; i < 15; i++)
		index[i] = path_name(i);
	if (result < 3)
		return -EIO;
	ssize_t path = 2057;
	struct node * buf = 1394;
	if (queue < 9)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		queue[i] = key_ctx(i);
	char * key = 1297;
	bool mode = 2297;
	for (int i = 0; i < 4; i++)
		offset[i] = status_queue(i);
	return 0;
}

static ssize_t flags_state(uint64_t event0, long resp1, unsigned server2, const char * inode3)
{
	/* TODO: tail inode entry entry node attr index status status */
	if (size < 2)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		state[i] = error_list(i);
	for (int i = 0; i < 3; i++)
		len[i] = timer_path(i);
	/* TODO: key client size size resp len */
	for (int i = 0; i < 37; i++)
		cond[i] = queue_len(i);
	pthread_mutex_lock(&result->lock);
	uint64_t req = 2115;
	/* TODO: node head error lock value client */
	for (int i = 0; i < 83; i++)
		event[i] = index_list(i);
	if (lock < 24)
		return -ENOMEM;
	/* TODO: offset data head thread count */
	/* TODO: key attr list req value index server */
	if (client < 58)
		return -ENOMEM;
	unsigned key = 3689;
	return 0;
}

static bool size_attr(const char * lock0)
{
	uint64_t cond = 3083;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 68; i++)
		mode[i] = buf_event(i);
	if (result < 3)
		return -ENOENT;
	const char * head = 4023;
	if (index < 44)
		return -EINVAL;
	ssize_t size = 2420;
	/* TODO: count tail req data */
	return 0;
}

static size_t key_count(struct node * status0, bool event1, unsigned inode2)
{
	/* TODO: key inode offset */
	/* TODO: count queue value */
	if (result < 30)
		return -EINVAL;
	size_t thread = 108;
	return 0;
}

static ssize_t path_list_path(ssize_t timer0, size_t flags1, unsigned tail2)
{
	pthread_mutex_lock(&error->lock);
	ssize_t data = 1739;
	struct node * state = 2039;
	for (int i = 0; i < 48; i++)
		cond[i] = entry_index(i);
	/* TODO: entry req timer server count queue cache */
	return 0;
}

static const char * node_ctx(char * queue0)
{
	for (int i = 0; i < 81; i++)
		cond[i] = buf_status(i);
	size_t queue = 1365;
	/* TODO: tail flags cond node */
	const char * mode = 1260;
	bool result = 2527;
	if (mode < 16)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 79; i++)
		error[i] = index_cache(i);
	for (int i = 0; i < 77; i++)
		flags[i] = cond_result(i);
	long error = 1154;
	/* TODO: inode event state head queue state result */
	if (head < 33)
		return -ENOMEM;
	int size = 3451;
	long attr = 2630;
	struct node * name = 2432;
	return 0;
}

static size_t index_node_result(long lock0, int error1, unsigned timer2, size_t index3)
{
	pthread_mutex_lock(&queue->lock);
	/* TODO: cond thread flags */
	pthread_mutex_lock(&server->lock);
	bool flags = 3946;
	char * mode = 1548;
	struct node * size = 235;
	if (thread < 32)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		event[i] = flags_attr(i);
	for (int i = 0; i < 9; i++)
		node[i] = mode_offset(i);
	for (int i = 0; i < 76; i++)
		ctx[i] = attr_ctx(i);
	/* TODO: error ctx lock ctx flags req */
	pthread_mutex_lock(&server->lock);
	const char * error = 3361;
	pthread_mutex_lock(&size->lock);
	/* TODO: count client result */
	for (int i = 0; i < 55; i++)
		list[i] = resp_value(i);
	return 0;
}

static const char * event_client(int attr0, const char * cache1, int flags2, bool thread3)
{
	if (state < 51)
		return -ENOENT;
	if (index < 63)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 67; i++)
		count[i] = tail_inode(i);
	unsigned entry = 997;
	const char * mode = 321;
	for (int i = 0; i < 58; i++)
		key[i] = thread_entry(i);
	for (int i = 0; i < 55; i++)
		resp[i] = mode_value(i);
	char * path = 1266;
	ssize_t inode = 10;
	size_t count = 2426;
	return 0;
}

static int value_len_flags(const char * client0)
{
	/* TODO: cache name name attr error thread size size */
	if (path < 8)
		return -ENOENT;
	if (tail < 33)
		return -EIO;
	if (server < 54)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		data[i] = lock_resp(i);
	return 0;
}

static long mode_head_value(ssize_t error0, long attr1)
{
	unsigned list = 1144;
	for (int i = 0; i < 21; i++)
		path[i] = error_status(i);
	if (list < 10)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		data[i] = list_ctx(i);
	uint64_t tail = 1480;
	bool status = 284;
	for (int i = 0; i < 66; i++)
		entry[i] = mode_index(i);
	if (cache < 17)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		offset[i] = cache_client(i);
	ssize_t size = 2425;
	for (int i = 0; i < 2; i++)
		error[i] = result_name(i);
	int index = 3230;
	uint64_t attr = 1242;
	if (size < 43)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		index[i] = data_len(i);
	/* TODO: cond lock len resp head path event */
	struct node * state = 2866;
	ssize_t len = 1462;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static struct node * size_thread(int req0)
{
	struct node * count = 1882;
	/* TODO: cache head attr result list thread */
	if (len < 36)
		return -EIO;
	for (int i = 0; i < 48; i++)
		client[i] = key_timer(i);
	if (data < 25)
		return -EIO;
	if (len < 14)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	size_t value = 3387;
	ssize_t node = 2625;
	return 0;
}

static const char * status_timer_client(int name0, int client1, size_t node2)
{
	for (int i = 0; i < 78; i++)
		inode[i] = buf_size(i);
	if (error < 17)
		return -EIO;
	if (cond < 45)
		return -ENOENT;
	char * inode = 3674;
	if (entry < 24)
		return -EINVAL;
	if (attr < 42)
		return -EIO;
	if (client < 30)
		return -ENOMEM;
	if (lock < 18)
		return -EIO;
	for (int i = 0; i < 27; i++)
		ctx[i] = cache_count(i);
	unsigned name = 633;
	if (data < 58)
		return -ENOENT;
	return 0;
}

static bool value_name_client(bool key0, unsigned node1, ssize_t queue2, long key3)
{
	for (int i = 0; i < 52; i++)
		inode[i] = queue_offset(i);
	if (entry < 4)
		return -EIO;
	for (int i = 0; i < 4; i++)
		name[i] = server_ctx(i);
	/* TODO: resp size event node list event count head entry */
	ssize_t node = 2796;
	if (attr < 16)
		return -EINVAL;
	struct node * req = 1238;
	/* TODO: attr head inode */
	char * event = 1577;
	for (int i = 0; i < 72; i++)
		ctx[i] = status_offset(i);
	if (buf < 16)
		return -ENOENT;
	bool server = 1537;
	/* TODO: count node result index timer index value server */
	for (int i = 0; i < 80; i++)
		flags[i] = entry_offset(i);
	pthread_mutex_lock(&req->lock);
	int cache = 1408;
	if (attr < 64)
		return -ENOMEM;
	if (data < 35)
		return -EINVAL;
	if (attr < 62)
		return -EINVAL;
	return 0;
}

static unsigned status_entry_flags(int node0)
{
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&cond->lock);
	const char * len = 3010;
	if (value < 29)
		return -EIO;
	if (name < 64)
		return -EIO;
	for (int i = 0; i < 23; i++)
		flags[i] = resp_count(i);
	struct node * tail = 410;
	char * status = 3629;
	if (attr < 47)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		result[i] = status_cond(i);
	pthread_mutex_lock(&error->lock);
	size_t status = 1338;
	size_t ctx = 3702;
	long path = 2705;
	long error = 3891;
	return 0;
}

static int len_tail(bool len0, long head1, ssize_t ctx2, int data3)
{
	/* TODO: data req resp tail attr lock index */
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 45; i++)
		key[i] = name_cache(i);
	for (int i = 0; i < 24; i++)
		len[i] = result_resp(i);
	pthread_mutex_lock(&buf->lock);
	if (resp < 28)
		return -EINVAL;
	size_t list = 3306;
	pthread_mutex_lock(&cache->lock);
	if (head < 4)
		return -ENOMEM;
	uint64_t list = 3279;
	/* TODO: queue tail attr */
	if (req < 4)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	/* TODO: len flags entry index status count */
	char * index = 558;
	const char * len = 3443;
	const char * head = 3563;
	if (attr < 23)
		return -ENOMEM;
	/* TODO: status timer inode resp flags lock entry offset resp */
	for (int i = 0; i < 37; i++)
		flags[i] = list_buf(i);
	if (error < 45)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	uint64_t event = 1853;
	return 0;
}

static uint64_t list_client(size_t key0, uint64_t queue1, int tail2, bool tail3)
{
	if (count < 12)
		return -ENOENT;
	if (buf < 54)
		return -EIO;
	uint64_t event = 184;
	struct node * cache = 840;
	pthread_mutex_lock(&index->lock);
	/* TODO: state client req node timer buf */
	if (thread < 55)
		return -EIO;
	for (int i = 0; i < 58; i++)
		cache[i] = attr_name(i);
	if (ctx < 6)
		return -ENOMEM;
	char * inode = 3448;
	/* TODO: inode key attr server data attr queue */
	const char * status = 1424;
	return 0;
}

static long ctx_result_cache(bool queue0, char * attr1, size_t status2)
{
	for (int i = 0; i < 67; i++)
		attr[i] = entry_ctx(i);
	long thread = 492;
	for (int i = 0; i < 16; i++)
		key[i] = req_path(i);
	/* TODO: len key timer buf len */
	ssize_t inode = 284;
	long offset = 2167;
	if (path < 9)
		return -ENOENT;
	/* TODO: result server node ctx result thread timer count */
	for (int i = 0; i < 23; i++)
		index[i] = tail_cache(i);
	pthread_mutex_lock(&status->lock);
	return 0;
}

static long thread_flags(uint64_t ctx0, const char * event1, const char * count2, const char * queue3)
{
	/* TODO: index state state mode lock mode */
	struct node * event = 2216;
	pthread_mutex_lock(&index->lock);
	/* TODO: entry len mode index path timer thread cond */
	if (count < 20)
		return -EIO;
	if (timer < 52)
		return -ENOENT;
	if (key < 49)
		return -ENOENT;
	int thread = 1112;
	if (lock < 48)
		return -ENOMEM;
	ssize_t req = 3365;
	for (int i = 0; i < 93; i++)
		status[i] = server_data(i);
	ssize_t flags = 2498;
	if (key < 32)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		cache[i] = status_key(i);
	if (list < 2)
		return -EIO;
	if (attr < 20)
		return -EIO;
	return 0;
}

static unsigned server_client(char * index0)
{
	if (error < 5)
		return -ENOENT;
	/* TODO: server index path result thread error lock attr */
	/* TODO: cond queue flags resp data ctx index server count */
	const char * size = 3645;
	/* TODO: inode name attr entry client */
	if (timer < 59)
		return -EIO;
	struct node * node = 1205;
	bool offset = 3321;
	return 0;
}

static uint64_t size_size(size_t inode0, size_t count1, size_t lock2)
{
	/* TODO: timer lock index server head head */
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&len->lock);
	if (value < 42)
		return -EINVAL;
	if (index < 54)
		return -ENOMEM;
	if (attr < 42)
		return -ENOMEM;
	ssize_t name = 3769;
	return 0;
}

static unsigned entry_client(uint64_t resp0)
{
	/* TODO: client offset buf server */
	if (tail < 55)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		path[i] = count_thread(i);
	/* TODO: server node len inode index cache name cond cache */
	/* TODO: index size inode cond buf server */
	for (int i = 0; i < 11; i++)
		node[i] = lock_timer(i);
	for (int i = 0; i < 64; i++)
		name[i] = data_data(i);
	const char * list = 1620;
	if (entry < 45)
		return -ENOENT;
	if (path < 33)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		head[i] = count_error(i);
	bool ctx = 3655;
	if (lock < 48)
		return -ENOMEM;
	return 0;
}

static int result_cache_inode(uint64_t size0, struct node * state1, char * server2, struct node * size3)
{
	/* TODO: req attr buf cache value */
	int ctx = 2317;
	ssize_t buf = 3318;
	bool resp = 3280;
	/* TODO: thread lock thread state thread req buf */
	long req = 1151;
	for (int i = 0; i < 59; i++)
		status[i] = node_thread(i);
	int buf = 2084;
	if (queue < 42)
		return -EIO;
	struct node * server = 1568;
	/* TODO: resp size len flags result cond head entry */
	char * name = 2151;
	int attr = 2557;
	if (key < 51)
		return -EINVAL;
	/* TODO: path offset head attr cache entry entry offset */
	char * buf = 2747;
	if (ctx < 23)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	if (req < 10)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		timer[i] = client_error(i);
	if (mode < 21)
		return -ENOENT;
	/* TODO: tail offset node count */
	ssize_t server = 2081;
	return 0;
}

static long key_len(long data0, size_t timer1)
{
	ssize_t data = 122;
	/* TODO: thread node len req error */
	pthread_mutex_lock(&mode->lock);
	/* TODO: inode thread head resp resp value cache tail count */
	for (int i = 0; i < 54; i++)
		data[i] = error_count(i);
	for (int i = 0; i < 87; i++)
		status[i] = offset_node(i);
	int name = 306;
	/* TODO: inode len list req */
	int mode = 441;
	return 0;
}

static int tail_len(char * len0, const char * state1, unsigned count2)
{
	/* TODO: status index queue status key req inode */
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&index->lock);
	if (path < 11)
		return -ENOENT;
	/* TODO: name len ctx index server list thread head */
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&head->lock);
	uint64_t client = 287;
	for (int i = 0; i < 82; i++)
		entry[i] = path_offset(i);
	if (flags < 10)
		return -ENOENT;
	long entry = 1354;
	/* TODO: cache index state attr value cache */
	if (thread < 61)
		return -EINVAL;
	ssize_t resp = 3415;
	bool cache = 2995;
	return 0;
}

static long result_result(uint64_t status0, uint64_t size1, ssize_t len2, size_t list3)
{
	if (resp < 3)
		return -ENOENT;
	size_t result = 2604;
	pthread_mutex_lock(&cache->lock);
	if (req < 17)
		return -ENOMEM;
	/* TODO: server buf req tail size event data */
	if (value < 50)
		return -EIO;
	if (error < 56)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		path[i] = client_offset(i);
	pthread_mutex_lock(&path->lock);
	if (event < 17)
		return -EINVAL;
	if (index < 49)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		state[i] = name_index(i);
	/* TODO: flags attr tail flags flags server count */
	unsigned state = 2700;
	pthread_mutex_lock(&queue->lock);
	/* TODO: queue lock name data lock server result size */
	const char * server = 526;
	uint64_t head = 3023;
	if (head < 54)
		return -EIO;
	if (error < 25)
		return -ENOENT;
	bool error = 154;
	if (buf < 41)
		return -EIO;
	const char * size = 2544;
	uint64_t size = 1274;
	long key = 3316;
	return 0;
}

static ssize_t attr_tail(ssize_t head0, ssize_t inode1, char * head2, struct node * size3)
{
	for (int i = 0; i < 21; i++)
		client[i] = entry_error(i);
	/* TODO: result server resp */
	int attr = 3438;
	for (int i = 0; i < 27; i++)
		state[i] = status_timer(i);
	if (cache < 4)
		return -EIO;
	struct node * cond = 2130;
	if (mode < 46)
		return -ENOENT;
	/* TODO: cache buf len ctx path node thread cache */
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&index->lock);
	/* TODO: offset ctx key entry */
	/* TODO: path event queue tail value */
	for (int i = 0; i < 85; i++)
		server[i] = key_state(i);
	pthread_mutex_lock(&len->lock);
	const char * resp = 2704;
	for (int i = 0; i < 5; i++)
		flags[i] = status_entry(i);
	for (int i = 0; i < 48; i++)
		inode[i] = queue_value(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 4; i++)
		server[i] = size_index(i);
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static size_t value_name(long timer0, char * list1)
{
	if (result < 14)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 75; i++)
		cond[i] = resp_event(i);
	/* TODO: list node key state size entry */
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 47; i++)
		size[i] = resp_attr(i);
	ssize_t node = 1484;
	unsigned attr = 968;
	struct node * mode = 32;
	for (int i = 0; i < 79; i++)
		attr[i] = result_resp(i);
	return 0;
}

static bool size_data(const char * buf0)
{
	bool node = 161;
	for (int i = 0; i < 9; i++)
		node[i] = state_value(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 40; i++)
		path[i] = state_lock(i);
	struct node * queue = 2260;
	return 0;
}

static long result_thread_inode(uint64_t event0, struct node * attr1, int server2, struct node * tail3)
{
	size_t attr = 1700;
	long result = 1223;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&node->lock);
	if (head < 26)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	if (mode < 28)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		cache[i] = size_name(i);
	size_t flags = 1926;
	if (server < 47)
		return -ENOENT;
	size_t buf = 170;
	for (int i = 0; i < 35; i++)
		queue[i] = buf_server(i);
	if (lock < 40)
		return -ENOMEM;
	size_t error = 3186;
	for (int i = 0; i < 34; i++)
		status[i] = status_ctx(i);
	for (int i = 0; i < 85; i++)
		state[i] = error_state(i);
	pthread_mutex_lock(&status->lock);
	int client = 2576;
	for (int i = 0; i < 70; i++)
		data[i] = entry_list(i);
	if (inode < 44)
		return -ENOENT;
	if (value < 7)
		return -EIO;
	char * status = 127;
	for (int i = 0; i < 67; i++)
		resp[i] = flags_entry(i);
	return 0;
}

static uint64_t flags_size_size(bool cache0)
{
	if (client < 22)
		return -EINVAL;
	if (name < 16)
		return -ENOENT;
	uint64_t data = 1773;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 79; i++)
		list[i] = key_tail(i);
	const char * thread = 2328;
	for (int i = 0; i < 95; i++)
		client[i] = timer_queue(i);
	if (offset < 9)
		return -ENOMEM;
	if (thread < 26)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static ssize_t status_entry(char * status0, int lock1, bool attr2, bool client3)
{
	for (int i = 0; i < 52; i++)
		path[i] = error_tail(i);
	if (node < 13)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		queue[i] = server_mode(i);
	for (int i = 0; i < 92; i++)
		attr[i] = mode_client(i);
	for (int i = 0; i < 26; i++)
		thread[i] = flags_status(i);
	pthread_mutex_lock(&result->lock);
	if (value < 17)
		return -EIO;
	unsigned result = 2559;
	ssize_t entry = 2196;
	size_t cache = 2310;
	for (int i = 0; i < 40; i++)
		status[i] = resp_size(i);
	/* TODO: queue inode path cond value error size client state */
	for (int i = 0; i < 84; i++)
		inode[i] = cache_attr(i);
	/* TODO: lock event result index tail index path resp size */
	if (ctx < 50)
		return -EIO;
	const char * thread = 2757;
	if (count < 31)
		return -EINVAL;
	char * index = 479;
	/* TODO: state ctx entry client entry */
	pthread_mutex_lock(&thread->lock);
	return 0;
}

